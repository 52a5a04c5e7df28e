import type { ArenaEvent } from '@courtside/events';
import { catalogueEntryDecider, type CatalogueEntryCommand } from '../core/catalogue-entry';

export type ArenaCommand = CatalogueEntryCommand<ArenaEvent>;
export type CreateArena = Extract<ArenaCommand, { type: 'CreateArena' }>;
export type UpdateArena = Extract<ArenaCommand, { type: 'UpdateArena' }>;
export type DeleteArena = Extract<ArenaCommand, { type: 'DeleteArena' }>;

/** An arena is added under a new id, then edited or removed while it exists. */
export const arenaDecider = catalogueEntryDecider<ArenaEvent>('Arena', 'arenaId');
