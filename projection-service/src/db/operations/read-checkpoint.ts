import { compareCheckpoints } from '@courtside/events';
import type { Knex } from 'knex';
import { schemaOf } from '../migrate';
import type { CheckpointRow } from '../tables';

/**
 * The position every one of `projections` has reached: the lowest of their checkpoints, or
 * null when any of them has none yet (including before the tables exist).
 */
export async function readCheckpoint(
  db: Knex | Knex.Transaction,
  projections: readonly string[],
): Promise<string | null> {
  const schema = schemaOf(db);
  const exists = await db.schema.withSchema(schema).hasTable('checkpoints');
  if (!exists) return null;
  const rows = await db
    .withSchema(schema)
    .table<CheckpointRow>('checkpoints')
    .whereIn('projection', projections)
    .select('projection', 'checkpoint');
  if (rows.length < projections.length) return null;
  let lowest: string | null | undefined;
  for (const { checkpoint } of rows) {
    if (lowest === undefined || compareCheckpoints(checkpoint, lowest) < 0) lowest = checkpoint;
  }
  return lowest ?? null;
}
