import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type { Paginated, AdminArena as Arena } from '@courtside/events';
import { listParams, type ListParams } from '../../../lib/list-params';
import { catalogueWrites } from './shared';

export type { Arena };

export const arenasKey = ['admin', 'catalogue', 'arenas'] as const;

const optionalText = yup
  .string()
  .trim()
  .max(255, 'catalogue.form.tooLong')
  .transform((value: string) => value || null)
  .nullable()
  .defined();

/** An empty box is "not known"; otherwise a number within ±limit degrees. */
const coordinate = (limit: number, message: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? null : value,
    )
    .typeError('catalogue.form.number')
    .min(-limit, message)
    .max(limit, message)
    .nullable()
    .defined();

/** Messages are translation keys. */
export const arenaSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(255, 'catalogue.form.tooLong'),
  address: optionalText,
  city: optionalText,
  country: optionalText,
  latitude: coordinate(90, 'catalogue.arenas.latitudeRange'),
  longitude: coordinate(180, 'catalogue.arenas.longitudeRange'),
});
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

const arenasWrites = catalogueWrites<Arena, ArenaInput>('/admin/arenas', arenasKey);
export const useSaveArena = arenasWrites.useSave;

export const useDeleteArena = arenasWrites.useDelete;
