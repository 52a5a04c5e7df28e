import type { Knex } from 'knex';

/**
 * Every row of every read-model table in `schema`, each as its jsonb text, sorted: two
 * databases hold the same read models exactly when these maps are equal. The tables are
 * listed from the catalogue, so a table a new migration adds is compared without anyone
 * remembering to add it here; knex's own bookkeeping (migration times) is left out.
 */
export async function readModelRows(knex: Knex, schema = 'rm'): Promise<Map<string, string[]>> {
  const { rows: tables } = await knex.raw<{ rows: { name: string }[] }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = ? AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'knex\\_%'
      ORDER BY table_name`,
    [schema],
  );
  const result = new Map<string, string[]>();
  for (const { name } of tables) {
    const { rows } = await knex.raw<{ rows: { row: string }[] }>(
      'SELECT to_jsonb(t)::text AS row FROM ??.?? t ORDER BY 1',
      [schema, name],
    );
    result.set(
      name,
      rows.map(({ row }) => row),
    );
  }
  return result;
}

/** A short account of where two sets of read models differ, for a failing assertion. */
export function describeDifferences(
  actual: Map<string, string[]>,
  expected: Map<string, string[]>,
): string[] {
  const differences: string[] = [];
  for (const name of new Set([...actual.keys(), ...expected.keys()])) {
    const a = actual.get(name) ?? [];
    const e = new Set(expected.get(name) ?? []);
    const aSet = new Set(a);
    const extra = a.filter((row) => !e.has(row));
    const missing = [...e].filter((row) => !aSet.has(row));
    if (a.length !== e.size || extra.length > 0 || missing.length > 0) {
      differences.push(
        `${name}: ${a.length} rows vs ${e.size} in the rebuild; ` +
          `first extra ${extra[0] ?? '-'}; first missing ${missing[0] ?? '-'}`,
      );
    }
  }
  return differences;
}
