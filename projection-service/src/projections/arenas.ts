import { arenaFields, type ArenaEvent } from '@courtside/events';
import type { ArenaRow } from '../db/tables';
import { catalogueProjection } from './catalogue-rows';

/** rm.arenas: one row per arena; a deleted arena's row goes. */
export const arenasProjection = catalogueProjection<ArenaEvent, ArenaRow>({
  table: 'arenas',
  events: 'Arena',
  id: (data) => data.arenaId,
  row: arenaFields,
});
