import type { Knex } from 'knex';
import type { CategoryRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { chunk, lastByKey, type Changes, type ProjectedEvent, type Projection } from './projection';

/** rm.categories: one row per category. */
export const categoriesProjection: Projection = {
  name: 'categories',
  handles: new Set(['CategoryCreated']),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], _changes: Changes) {
    const rows: CategoryRow[] = [];
    for (const { event } of events) {
      if (event.type !== 'CategoryCreated') continue;
      const { categoryId, name, season, tabindex } = event.data;
      rows.push({ id: categoryId, name, season, public: event.data.public, tabindex });
    }
    for (const part of chunk(lastByKey(rows, (row) => row.id))) {
      await trx.withSchema(schemaOf(trx)).table('categories').insert(part).onConflict('id').merge();
    }
  },
};
