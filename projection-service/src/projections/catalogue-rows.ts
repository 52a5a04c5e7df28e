import type {
  CatalogueEntryName,
  CourtsideEvent,
  CourtsideEventType,
  SavedEntryEvent,
} from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { chunk, type ProjectedEvent, type Projection } from './projection';

/** Writes a batch's latest rows, keyed by `id`: a multi-row upsert per thousand rows. */
export async function upsertById(
  trx: Knex.Transaction,
  schema: string,
  table: string,
  rows: readonly object[],
): Promise<void> {
  for (const part of chunk(rows)) {
    await trx.withSchema(schema).table(table).insert(part).onConflict('id').merge();
  }
}

/**
 * Writes each key's latest state of a batch: one multi-row upsert for the rows that exist
 * after it, one delete for those that are gone.
 */
export async function upsertOrDelete<Row extends { id: number }>(
  trx: Knex.Transaction,
  schema: string,
  table: string,
  latest: ReadonlyMap<number, Row | null>,
): Promise<void> {
  const rows = [...latest.values()].filter((row): row is Row => row !== null);
  const gone = [...latest].filter(([, row]) => row === null).map(([id]) => id);
  await upsertById(trx, schema, table, rows);
  if (gone.length > 0) await trx.withSchema(schema).table(table).whereIn('id', gone).delete();
}

/**
 * The projection of a catalogue entry whose events are `<Entry>Created` and `<Entry>Updated`,
 * each carrying every field, and `<Entry>Deleted`: one row per entry in `rm.<table>`, a
 * deleted entry's row gone.
 */
export function catalogueProjection<E extends CourtsideEvent, Row extends { id: number }>(entry: {
  table: string;
  events: CatalogueEntryName<E>;
  id: (data: E['data']) => number;
  row: (data: SavedEntryEvent<E>['data']) => Row;
}): Projection {
  const saved = new Set<string>([`${entry.events}Created`, `${entry.events}Updated`]);
  const deleted = `${entry.events}Deleted`;
  return {
    name: entry.table,
    handles: new Set([...saved, deleted] as CourtsideEventType[]),
    async apply(trx: Knex.Transaction, events: ProjectedEvent[]) {
      const latest = new Map<number, Row | null>();
      for (const { event } of events as ProjectedEvent<E>[]) {
        if (saved.has(event.type)) {
          latest.set(entry.id(event.data), entry.row(event.data as SavedEntryEvent<E>['data']));
        } else if (event.type === deleted) {
          latest.set(entry.id(event.data), null);
        }
      }
      await upsertOrDelete(trx, schemaOf(trx), entry.table, latest);
    },
  };
}
