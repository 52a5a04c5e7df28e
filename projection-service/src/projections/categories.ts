import { cyrillicNameColumn, type CategoryEvent } from '@courtside/events';
import type { Knex } from 'knex';
import type { CategoryRow } from '../db/tables';
import { schemaOf } from '../db/migrate';
import { chunk, lastByKey, type Changes, type ProjectedEvent, type Projection } from './projection';

const categoryEventTypes = new Set<CategoryEvent['type']>([
  'CategoryCreated',
  'CategoryUpdated',
  'CategoryMoved',
  'CategoryDeleted',
]);

/**
 * rm.categories: one row per category. A move renumbers every category 0…n-1 in list order
 * (tabindex, then id) with the moved one at its new place, so positions stay dense and a replay
 * lands on the same numbers. Creates and edits between moves are written in bulk.
 */
export const categoriesProjection: Projection = {
  name: 'categories',
  handles: categoryEventTypes,
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    let pending: CategoryEvent[] = [];
    for (const { event } of events) {
      if (event.type === 'CategoryMoved') {
        await writeRows(trx, schema, pending, changes);
        pending = [];
        await move(trx, schema, event.data.categoryId, event.data.tabindex);
      } else if (categoryEventTypes.has(event.type as CategoryEvent['type'])) {
        pending.push(event as CategoryEvent);
      }
    }
    await writeRows(trx, schema, pending, changes);
  },
};

async function writeRows(
  trx: Knex.Transaction,
  schema: string,
  events: CategoryEvent[],
  changes: Changes,
) {
  const created: CategoryRow[] = [];
  const edits: Omit<CategoryRow, 'tabindex'>[] = [];
  const deleted: number[] = [];
  for (const event of events) {
    const d = event.data;
    if (event.type === 'CategoryCreated') {
      created.push({
        id: d.categoryId,
        name: event.data.name,
        cyrillic_name: cyrillicNameColumn(event.data.cyrillicName),
        season: event.data.season,
        public: event.data.public,
        tabindex: event.data.tabindex,
      });
    } else if (event.type === 'CategoryUpdated') {
      edits.push({
        id: d.categoryId,
        name: event.data.name,
        cyrillic_name: cyrillicNameColumn(event.data.cyrillicName),
        season: event.data.season,
        public: event.data.public,
      });
    } else if (event.type === 'CategoryDeleted') {
      deleted.push(d.categoryId);
    }
  }
  const table = () => trx.withSchema(schema).table('categories');
  for (const part of chunk(lastByKey(created, (row) => row.id))) {
    await table().insert(part).onConflict('id').merge();
  }
  // An edit keeps the category's place; only a move changes it.
  for (const part of chunk(lastByKey(edits, (row) => row.id))) {
    await trx.raw(
      `UPDATE ??.categories AS c
          SET name = v.name, cyrillic_name = v.cyrillic_name, season = v.season, public = v.public
         FROM jsonb_to_recordset(?::jsonb)
           AS v(id int, name text, cyrillic_name text, season text, public boolean)
        WHERE c.id = v.id`,
      [schema, JSON.stringify(part)],
    );
  }
  if (edits.length > 0) {
    // Leagues show their category's name and season (copied at creation); keep them current.
    const result = await trx.raw<{ rows: { id: number }[] }>(
      `UPDATE ??.leagues AS l SET category_name = c.name, season = c.season
         FROM ??.categories AS c
        WHERE c.id = l.category_id AND c.id = ANY(?::int[])
          AND (l.category_name, l.season) IS DISTINCT FROM (c.name, c.season)
        RETURNING l.id`,
      [schema, schema, edits.map((row) => row.id)],
    );
    for (const row of result.rows) changes.leagues.add(row.id);
  }
  if (deleted.length > 0) await table().whereIn('id', deleted).delete();
}

/** Puts a category at position `to` (clamped to the list) and renumbers all 0…n-1. */
async function move(trx: Knex.Transaction, schema: string, id: number, to: number) {
  await trx.raw(
    `WITH others AS (
       SELECT id, row_number() OVER (ORDER BY tabindex, id) - 1 AS pos
         FROM ??.categories WHERE id <> :id
     ), placed AS (
       SELECT id, CASE WHEN pos < :to THEN pos ELSE pos + 1 END AS tabindex FROM others
       UNION ALL
       SELECT :id, LEAST(:to, (SELECT count(*) FROM others))
     )
     UPDATE ??.categories AS c SET tabindex = placed.tabindex
       FROM placed
      WHERE c.id = placed.id AND EXISTS (SELECT 1 FROM ??.categories WHERE id = :id)`.replace(
      /\?\?/g,
      `"${schema}"`,
    ),
    { id, to },
  );
}
