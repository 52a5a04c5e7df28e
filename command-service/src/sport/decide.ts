import type { SportEvent } from '@courtside/events';
import { catalogueEntryDecider, type CatalogueEntryCommand } from '../core/catalogue-entry';

export type SportCommand = CatalogueEntryCommand<SportEvent>;
export type CreateSport = Extract<SportCommand, { type: 'CreateSport' }>;
export type UpdateSport = Extract<SportCommand, { type: 'UpdateSport' }>;
export type DeleteSport = Extract<SportCommand, { type: 'DeleteSport' }>;

/** A sport is added under a new id, then edited or removed while it exists. */
export const sportDecider = catalogueEntryDecider<SportEvent>('Sport', 'sportId');
