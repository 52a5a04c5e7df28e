import type { Knex } from 'knex';
import { schemaOf } from '../migrate';
import type { CheckpointRow } from '../tables';

/**
 * Locks the checkpoint rows of `projections` for the rest of the transaction and returns
 * them. Missing rows are inserted (and all locked again), so there is always a row to lock
 * and two writers (the live runner and a rebuild's swap) serialise on it. With `nowait` a
 * held lock fails at once (SQLSTATE 55P03) instead of waiting while holding a lock on the
 * table: the rebuild must drop that table before it commits, and a waiting runner would
 * deadlock with it.
 */
export async function lockCheckpoints(
  trx: Knex.Transaction,
  projections: readonly string[],
  options: {
    nowait: boolean;
    schema?: string;
    /**
     * Also lets the transaction commit without waiting for its WAL to reach the disk, in the
     * same statement (set_config(…, true) is SET LOCAL): see `asynchronousCommit` in apply-batch.ts.
     */
    asynchronousCommit?: boolean;
  },
): Promise<Map<string, string | null>> {
  const schema = options.schema ?? schemaOf(trx);
  const lock = async () => {
    const query = trx
      .withSchema(schema)
      .table<CheckpointRow>('checkpoints')
      .select(
        '*',
        ...(options.asynchronousCommit
          ? [trx.raw("set_config('synchronous_commit', 'off', true) AS commit_mode")]
          : []),
      )
      .whereIn('projection', projections)
      .orderBy('projection')
      .forUpdate();
    const rows = await (options.nowait ? query.noWait() : query);
    return new Map(rows.map((row) => [row.projection, row.checkpoint]));
  };
  // Every row exists after the first batch: one statement then, not an insert before each lock.
  const locked = await lock();
  if (projections.every((projection) => locked.has(projection))) return locked;
  await trx
    .withSchema(schema)
    .table('checkpoints')
    .insert(projections.map((projection) => ({ projection, checkpoint: null })))
    .onConflict('projection')
    .ignore();
  return lock();
}

/** True for PostgreSQL's "lock not available" answer to a NOWAIT lock. */
export function isLockNotAvailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '55P03';
}
