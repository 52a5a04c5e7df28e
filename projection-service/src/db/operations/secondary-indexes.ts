import type { Knex } from 'knex';

/** A dropped index: the statement that creates it again and the table it belongs to. */
export interface DroppedIndex {
  definition: string;
  /** The table's oid, as text. */
  table: string;
}

/**
 * Drops every secondary index of `schema` (those that back no primary key, unique or exclusion
 * constraint, which inserts and ON CONFLICT need) and returns what creates them again. A rebuild
 * loads its fresh tables without them and builds each index once at the end, from sorted rows,
 * instead of updating it row by row.
 */
export async function dropSecondaryIndexes(knex: Knex, schema: string): Promise<DroppedIndex[]> {
  const { rows } = await knex.raw<{
    rows: Array<{ name: string; definition: string; table: string }>;
  }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition,
            i.indrelid::text AS table
       FROM pg_index AS i
       JOIN pg_class AS c ON c.oid = i.indrelid
       JOIN pg_namespace AS n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint AS k WHERE k.conindid = i.indexrelid)`,
    [schema],
  );
  for (const row of rows) await knex.raw(`DROP INDEX ${row.name}`);
  return rows.map(({ definition, table }) => ({ definition, table }));
}

/**
 * Creates the indexes {@link dropSecondaryIndexes} dropped, `connections` at a time (each build
 * is one backend, so two use both cores), the largest tables' first so the last to finish is a
 * small one.
 */
export async function createIndexes(
  knex: Knex,
  indexes: readonly DroppedIndex[],
  connections = 2,
): Promise<void> {
  if (indexes.length === 0) return;
  const { rows } = await knex.raw<{ rows: Array<{ table: string; bytes: string }> }>(
    'SELECT t::text AS table, pg_relation_size(t::oid) AS bytes FROM unnest(?::text[]) AS t',
    [[...new Set(indexes.map((index) => index.table))]],
  );
  const bytes = new Map(rows.map((row) => [row.table, Number(row.bytes)]));
  const queue = [...indexes].sort((a, b) => (bytes.get(b.table) ?? 0) - (bytes.get(a.table) ?? 0));
  const build = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) await knex.raw(index.definition);
  };
  const builds = await Promise.allSettled(Array.from({ length: connections }, build));
  const failed = builds.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
