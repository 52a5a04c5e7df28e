import type { Knex } from 'knex';
import { compareCheckpoints } from '@courtside/events';
import { rmSchema, type CheckpointRow } from '../db/tables';

/**
 * The checkpoint the read models reflect: the least advanced projection's, so an answer never
 * claims more than every table it read has seen. Read it before the rows it labels, so the
 * rows are at least as new as the label and a client never skips a change it has not seen.
 */
export async function currentCheckpoint(db: Knex): Promise<string | null> {
  const rows = await db<CheckpointRow>('checkpoints').withSchema(rmSchema).select('checkpoint');
  return leastCheckpoint(rows.map(({ checkpoint }) => checkpoint));
}

/** The least of the projections' checkpoints (see currentCheckpoint). */
export function leastCheckpoint(checkpoints: readonly (string | null)[]): string | null {
  let least: string | null = null;
  for (const checkpoint of checkpoints) {
    // A projection that has not applied anything yet has no checkpoint and labels nothing.
    if (checkpoint === null) continue;
    if (least === null || compareCheckpoints(checkpoint, least) < 0) least = checkpoint;
  }
  return least;
}

/** Throws unless the database answers and the read models exist (projection-service made them). */
export async function assertReadModelsExist(db: Knex): Promise<void> {
  await db.raw(`select 1 from ${rmSchema}.checkpoints limit 1`);
}
