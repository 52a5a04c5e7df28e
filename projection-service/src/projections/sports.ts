import { sportFields, type SportEvent } from '@courtside/events';
import type { Knex } from 'knex';
import type { SportRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { upsertOrDelete } from './catalogue-rows';
import type { Changes, ProjectedEvent, Projection } from './projection';

const sportEventTypes = new Set<SportEvent['type']>([
  'SportCreated',
  'SportUpdated',
  'SportDeleted',
]);

/** rm.sports: one row per sport; a deleted sport's row goes. */
export const sportsProjection: Projection = {
  name: 'sports',
  handles: sportEventTypes,
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], _changes: Changes) {
    const latest = new Map<number, SportRow | null>();
    for (const { event } of events) {
      if (event.type === 'SportCreated' || event.type === 'SportUpdated') {
        latest.set(event.data.sportId, sportFields(event.data));
      } else if (event.type === 'SportDeleted') {
        latest.set(event.data.sportId, null);
      }
    }
    await upsertOrDelete(trx, schemaOf(trx), 'sports', latest);
  },
};
