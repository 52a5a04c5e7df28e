import type * as yup from 'yup';
import { arenaSchema as arenaCommandSchema, type AdminArena as Arena } from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { catalogueHooks, textBoxTexts } from './shared';

export type { Arena };

export const arenasKey = ['admin', 'catalogue', 'arenas'] as const;

/** The arena form validates with the arena command's own schema. */
export const arenaSchema = arenaCommandSchema;
/**
 * What the form shows for each message the schema may answer: a text box can only be too long
 * ('invalid' on address, city and country; 'validName' on the name).
 */
export const arenaTexts: FormTexts = {
  ...textBoxTexts,
  validNumber: 'catalogue.form.number',
  latitudeRange: 'catalogue.arenas.latitudeRange',
  longitudeRange: 'catalogue.arenas.longitudeRange',
};
export type ArenaInput = yup.InferType<typeof arenaSchema>;

const arenasHooks = catalogueHooks<Arena, ArenaInput>('/admin/arenas', arenasKey);
export const useArenas = arenasHooks.useList;
/** Every arena (for pickers): up to 100, in the list's order. */
export const useArenaOptions = arenasHooks.useOptions;
export const useSaveArena = arenasHooks.useSave;
export const useDeleteArena = arenasHooks.useDelete;
