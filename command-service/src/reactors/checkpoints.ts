import type { Checkpoint } from '@courtside/events';
import type { Pool } from 'pg';

/** Where a reactor has read the log to; null before its first batch. */
export async function readReactorCheckpoint(
  pool: Pool,
  reactor: string,
): Promise<Checkpoint | null> {
  const { rows } = await pool.query<{ checkpoint: string }>(
    'SELECT checkpoint FROM command_reactor_checkpoints WHERE reactor = $1',
    [reactor],
  );
  return rows[0]?.checkpoint ?? null;
}

/**
 * Moves a reactor's checkpoint once its batch's reactions are appended. The appends live in the
 * event store, not in this database, so they cannot share a transaction: a crash between the two
 * replays the batch, which is why every reaction must be idempotent.
 */
export async function saveReactorCheckpoint(
  pool: Pool,
  reactor: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await pool.query(
    `INSERT INTO command_reactor_checkpoints (reactor, checkpoint) VALUES ($1, $2)
     ON CONFLICT (reactor) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now()`,
    [reactor, checkpoint],
  );
}
