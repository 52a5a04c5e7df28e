import * as yup from 'yup';
import type { AdminSport as Sport } from '@courtside/events';
import { catalogueHooks } from './shared';

export type { Sport };

export const sportsKey = ['admin', 'catalogue', 'sports'] as const;

/** Messages are translation keys. */
export const sportSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(255, 'catalogue.form.tooLong'),
  show_on_scheduling: yup.boolean().defined(),
});
export type SportInput = yup.InferType<typeof sportSchema>;

const sportsHooks = catalogueHooks<Sport, SportInput>('/admin/sports', sportsKey);
export const useSports = sportsHooks.useList;
export const useSaveSport = sportsHooks.useSave;
export const useDeleteSport = sportsHooks.useDelete;
