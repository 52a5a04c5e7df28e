import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import {
  arenaSchema as arenaCommandSchema,
  type Paginated,
  type AdminArena as Arena,
} from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { listParams, type ListParams } from '../../../lib/list-params';
import type { Saved } from './shared';

export type { Arena };

export const arenasKey = ['admin', 'catalogue', 'arenas'] as const;

/** The arena form validates with the arena command's own schema. */
export const arenaSchema = arenaCommandSchema;
/**
 * What the form shows for each message the schema may answer: a text box can only be too long
 * ('invalid' on address, city and country; 'validName' on the name).
 */
export const arenaTexts: FormTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
  invalid: 'catalogue.form.tooLong',
  validNumber: 'catalogue.form.number',
  latitudeRange: 'catalogue.arenas.latitudeRange',
  longitudeRange: 'catalogue.arenas.longitudeRange',
};
export type ArenaInput = yup.InferType<typeof arenaSchema>;

export function useArenas(params: ListParams) {
  return useQuery({
    queryKey: [...arenasKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<Arena>>('/admin/arenas', {
        signal,
        deferNotice: true,
        params: listParams(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every arena (for pickers): up to 100, newest first. */
export function useArenaOptions() {
  return useQuery({
    queryKey: [...arenasKey, 'options'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<Arena>>('/admin/arenas', {
        signal,
        deferNotice: true,
        params: { per_page: 100 },
      }),
  });
}

export function useSaveArena(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ArenaInput }) =>
      apiRequest<Saved<Arena>>(id === null ? '/admin/arenas' : `/admin/arenas/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arenasKey }),
  });
}

export function useDeleteArena(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/arenas/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: arenasKey }),
  });
}
