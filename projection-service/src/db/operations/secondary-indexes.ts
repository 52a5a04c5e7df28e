import type { Knex } from 'knex';

/**
 * Drops every secondary index of `schema` (those that back no primary key, unique or exclusion
 * constraint, which inserts and ON CONFLICT need) and returns the statements that create them
 * again. A rebuild loads its fresh tables without them and builds each index once at the end,
 * from sorted rows, instead of updating it row by row.
 */
export async function dropSecondaryIndexes(knex: Knex, schema: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ name: string; definition: string }> }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index AS i
       JOIN pg_class AS c ON c.oid = i.indrelid
       JOIN pg_namespace AS n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND NOT i.indisunique AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint AS k WHERE k.conindid = i.indexrelid)`,
    [schema],
  );
  for (const row of rows) await knex.raw(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/** Creates the indexes {@link dropSecondaryIndexes} dropped. */
export async function createIndexes(knex: Knex, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await knex.raw(definition);
}
