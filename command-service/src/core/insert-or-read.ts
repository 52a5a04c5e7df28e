import type { Pool, QueryResultRow } from 'pg';

type Statement = [sql: string, params: unknown[]];

/**
 * Inserts a row unless its key is taken (`ON CONFLICT DO NOTHING RETURNING …`), else reads the
 * row that took it. ON CONFLICT waits for a concurrent insert of the same key to commit, so the
 * follow-up read (a new statement, a new snapshot) sees the winner's row.
 */
export async function insertOrRead<Row extends QueryResultRow>(
  pool: Pool,
  insert: Statement,
  select: Statement,
): Promise<{ row: Row | undefined; inserted: boolean }> {
  const inserted = (await pool.query<Row>(...insert)).rows[0];
  if (inserted) return { row: inserted, inserted: true };
  return { row: (await pool.query<Row>(...select)).rows[0], inserted: false };
}
