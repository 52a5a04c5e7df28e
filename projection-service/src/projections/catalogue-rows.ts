import type { Knex } from 'knex';
import { chunk } from './projection';

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
  for (const part of chunk(rows)) {
    await trx.withSchema(schema).table(table).insert(part).onConflict('id').merge();
  }
  if (gone.length > 0) await trx.withSchema(schema).table(table).whereIn('id', gone).delete();
}
