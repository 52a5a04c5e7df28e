import { arenaFields, type ArenaEvent } from '@courtside/events';
import type { Knex } from 'knex';
import type { ArenaRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { upsertOrDelete } from './catalogue-rows';
import type { Changes, ProjectedEvent, Projection } from './projection';

const arenaEventTypes = new Set<ArenaEvent['type']>([
  'ArenaCreated',
  'ArenaUpdated',
  'ArenaDeleted',
]);

/** rm.arenas: one row per arena; a deleted arena's row goes. */
export const arenasProjection: Projection = {
  name: 'arenas',
  handles: arenaEventTypes,
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], _changes: Changes) {
    const latest = new Map<number, ArenaRow | null>();
    for (const { event } of events) {
      if (event.type === 'ArenaCreated' || event.type === 'ArenaUpdated') {
        latest.set(event.data.arenaId, arenaFields(event.data));
      } else if (event.type === 'ArenaDeleted') {
        latest.set(event.data.arenaId, null);
      }
    }
    await upsertOrDelete(trx, schemaOf(trx), 'arenas', latest);
  },
};
