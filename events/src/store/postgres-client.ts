import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` inside BEGIN … COMMIT on one pool client, rolling back on failure. A client whose
 * ROLLBACK fails is destroyed rather than handed back to the pool in an unknown state.
 */
export async function withTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  afterCommit?: (client: PoolClient, result: T) => Promise<void>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    let result: T;
    try {
      result = await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
    if (afterCommit) await afterCommit(client, result);
    return result;
  } finally {
    client.release(broken);
  }
}

/** The parts of a `pg` DatabaseError this package looks at. */
export interface PgError {
  code?: string;
  constraint?: string;
}

/** True for a unique_violation, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: actual } = error as PgError;
  return code === '23505' && (constraint === undefined || actual === constraint);
}
