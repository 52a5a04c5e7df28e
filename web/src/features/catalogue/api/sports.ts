import type * as yup from 'yup';
import { sportSchema as sportCommandSchema, type AdminSport as Sport } from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { catalogueHooks, nameTexts } from './shared';

export type { Sport };

export const sportsKey = ['admin', 'catalogue', 'sports'] as const;

/** The sport form validates with the sport command's own schema. */
export const sportSchema = sportCommandSchema;
/** What the form shows for each message the schema may answer. */
export const sportTexts: FormTexts = nameTexts;
export type SportInput = yup.InferType<typeof sportSchema>;

const sportsHooks = catalogueHooks<Sport, SportInput>('/admin/sports', sportsKey);
export const useSports = sportsHooks.useList;
export const useSaveSport = sportsHooks.useSave;
export const useDeleteSport = sportsHooks.useDelete;
