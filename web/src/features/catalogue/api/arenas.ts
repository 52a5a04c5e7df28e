import * as yup from 'yup';
import type { AdminArena as Arena } from '@courtside/events';
import { catalogueHooks } from './shared';

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

const arenasHooks = catalogueHooks<Arena, ArenaInput>('/admin/arenas', arenasKey);
export const useArenas = arenasHooks.useList;
/** Every arena (for pickers): up to 100, in the list's order. */
export const useArenaOptions = arenasHooks.useOptions;
export const useSaveArena = arenasHooks.useSave;
export const useDeleteArena = arenasHooks.useDelete;
