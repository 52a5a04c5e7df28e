import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type { Paginated, AdminSport as Sport } from '@courtside/events';
import { listParams, type ListParams } from '../../../lib/list-params';
import type { Saved } from './shared';

export type { Sport };

export const sportsKey = ['admin', 'catalogue', 'sports'] as const;

/** Messages are translation keys. */
export const sportSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(255, 'catalogue.form.tooLong'),
  show_on_scheduling: yup.boolean().defined(),
});
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
