import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import {
  sportSchema as sportCommandSchema,
  type Paginated,
  type AdminSport as Sport,
} from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { listParams, type ListParams } from '../../../lib/list-params';
import type { Saved } from './shared';

export type { Sport };

export const sportsKey = ['admin', 'catalogue', 'sports'] as const;

/** The sport form validates with the sport command's own schema. */
export const sportSchema = sportCommandSchema;
/** What the form shows for each message the schema may answer. */
export const sportTexts: FormTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
};
export type SportInput = yup.InferType<typeof sportSchema>;

export function useSports(params: ListParams) {
  return useQuery({
    queryKey: [...sportsKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<Sport>>('/admin/sports', {
        signal,
        deferNotice: true,
        params: listParams(params),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSport(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SportInput }) =>
      apiRequest<Saved<Sport>>(id === null ? '/admin/sports' : `/admin/sports/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sportsKey }),
  });
}

export function useDeleteSport(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/sports/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsKey }),
  });
}
