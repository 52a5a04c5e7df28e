import { listDeadLetters, type DeadLetter } from '@courtside/integrations';
import type pg from 'pg';

/**
 * Deliveries to the scoreboard and workflow services that used up their retries, newest first.
 * Empty before the integrations service has ever started (its job-queue schema does not exist).
 */
export async function deadLetters(pool: pg.Pool): Promise<DeadLetter[]> {
  if (!(await jobQueueExists(pool))) return [];
  return listDeadLetters(pool);
}

export async function jobQueueExists(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ exists: boolean }>(
    "SELECT to_regclass('pgboss.job') IS NOT NULL AS exists",
  );
  return rows[0]?.exists === true;
}
