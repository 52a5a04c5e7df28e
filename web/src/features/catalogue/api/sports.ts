import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type { Paginated, AdminSport as Sport } from '@courtside/events';
import { listParams, type ListParams } from '../../../lib/list-params';
import { catalogueWrites } from './shared';

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

const sportsWrites = catalogueWrites<Sport, SportInput>('/admin/sports', sportsKey);
export const useSaveSport = sportsWrites.useSave;

export const useDeleteSport = sportsWrites.useDelete;
