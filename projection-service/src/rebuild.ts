import type { EventStore } from '@courtside/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { applyBatch } from './apply-batch';
import { migrateReadModels } from './db/migrate';
import { forFreshLoad } from './db/schema';
import { lockCheckpoints } from './db/operations/lock-checkpoints';
import { notifyChanges } from './db/operations/notify-changes';
import { createIndexes, dropSecondaryIndexes } from './db/operations/secondary-indexes';
import { acquireSessionLock } from './db/operations/session-lock';
import { noticeProjectionName, projections } from './projections';
import { auditLogProjection, withAuditStateCache } from './projections/audit-log';
import type { DeferredWork, Projection } from './projections/projection';

const live = 'rm';
const next = 'rm_next';
const old = 'rm_old';
/** Thousands of events a batch: the per-statement cost is spread over many rows. */
const defaultBatchSize = 10_000;

export interface RebuildOptions {
  knex: Knex;
  store: EventStore;
  logger: Logger;
  /** Events per batch of the replay; large by default, since nothing reads rm_next meanwhile. */
  batchSize?: number;
  /** How many events the log holds, for progress lines; the store port cannot say. */
  countEvents?: () => Promise<number>;
}

export interface RebuildResult {
  /** Checkpoint the swapped-in read models reflect; null for an empty log. */
  checkpoint: string | null;
  replayed: number;
}

/**
 * Rebuilds every read model from the whole log into `rm_next` while the live runner keeps
 * serving `rm`, then swaps the schemas in one transaction: readers see the old tables or the
 * new ones, never a half-built one. Two rebuilds never overlap (an advisory lock).
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const { knex, logger } = options;
  const lock = await acquireSessionLock(knex, 'courtside:projection-service:rebuild');
  try {
    await lock.acquired;
    await knex.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [next]);
    await knex.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [old]);
    await migrateReadModels(knex, next);
    const total = await options.countEvents?.().catch(() => undefined);
    const target = forFreshLoad(knex, next);
    const audit = withAuditStateCache(target);
    logger.info({ total }, 'rebuild: replaying the log into rm_next');

    // Projections that recompute whole keys (standings) do so once, after the replay, not per
    // batch. The locked catch-up below is usually a handful of events: applied as live.
    const deferred = new Map(
      projections.flatMap((projection) =>
        projection.defer ? [[projection.name, projection.defer()] as const] : [],
      ),
    );
    const indexes = await dropSecondaryIndexes(knex, next);
    const timings = new Map<string, number>();
    const timed = (name: string, started: number) => addTime(timings, name, started);
    const began = performance.now();
    let progress = await replay(audit.knex, options, { checkpoint: null, replayed: 0 }, total, {
      deferred,
      timings,
    });
    const replayed = performance.now();
    // The deferred work and the index builds run side by side on their own connections (an
    // index on a table the deferred work writes waits for it: one build locks one table).
    const ends = await Promise.allSettled([
      target.transaction(async (trx) => {
        await unsynchronised(trx);
        let started = performance.now();
        await audit.flush(trx);
        timed('deferred: audit states', started);
        for (const [name, work] of deferred) {
          started = performance.now();
          await work.finish(trx);
          timed(`deferred: ${name}`, started);
        }
      }),
      createIndexes(knex, indexes).then(() => timed('indexes, beside them', replayed)),
    ]);
    const failed = ends.find((end) => end.status === 'rejected');
    if (failed) throw failed.reason;
    logger.info({ indexes: indexes.length }, 'rebuild: replayed; indexes built');
    logger.info(
      {
        ms: {
          replay: Math.round(replayed - began),
          ...Object.fromEntries([...timings].map(([name, ms]) => [name, Math.round(ms)])),
        },
      },
      'rebuild: time by part',
    );
    progress = await target.transaction(async (trx) => {
      // The live runner takes this row lock in every batch: holding it, nothing moves rm
      // while the rest of the log is caught up and the schemas trade places.
      const liveExists = await trx.schema.withSchema(live).hasTable('checkpoints');
      const names = projections.map((projection) => projection.name);
      if (liveExists) await lockCheckpoints(trx, names, { nowait: false, schema: live });
      const caughtUp = await replay(trx, options, progress, total);
      if (liveExists) await trx.raw('ALTER SCHEMA ?? RENAME TO ??', [live, old]);
      await trx.raw('ALTER SCHEMA ?? RENAME TO ??', [next, live]);
      if (liveExists) await trx.raw('DROP SCHEMA ?? CASCADE', [old]);
      return caughtUp;
    });
    logger.info(progress, 'rebuild: swapped rm_next in as rm');

    await notifyChanges(knex, {
      projection: noticeProjectionName,
      // An empty log has no position; "0:0" orders before every real one.
      checkpoint: progress.checkpoint ?? '0:0',
      leagues: [],
      contests: [],
      all: true,
    });
    return progress;
  } finally {
    await lock.release();
  }
}

/** Adds the milliseconds since `started` to `name`'s total. */
function addTime(timings: Map<string, number>, name: string, started: number): void {
  timings.set(name, (timings.get(name) ?? 0) + performance.now() - started);
}

/**
 * A replay page's transaction (through applyBatch's `asynchronousCommit`) and the deferred
 * work's (through this) commit without waiting for their WAL to reach the disk: a crash
 * loses the last pages of rm_next, which only a finished rebuild swaps in, and the next rebuild
 * drops and builds again. The swap's own transaction stays synchronous (and flushes these).
 */
async function unsynchronised(trx: Knex.Transaction): Promise<void> {
  await trx.raw('SET LOCAL synchronous_commit = off');
}

/**
 * The replay's lanes: the audit log (its states live in memory, it writes only its own table)
 * is applied on a connection of its own, beside the other read models, so each lane's
 * PostgreSQL work overlaps the other's and both cores are busy. Each lane moves only its own
 * projections' checkpoints; the locked catch-up applies every projection in one transaction.
 */
const bulkLanes: readonly (readonly Projection[])[] = [
  projections.filter((projection) => projection !== auditLogProjection),
  [auditLogProjection],
];
/** Pages a lane may be behind the log's reading before the reading waits: bounds memory. */
const pagesAhead = 2;

/**
 * Reads the log after `from` until it is exhausted, applying each page in its own
 * transaction per lane, or all of them in `db` when it already is one (the locked catch-up).
 */
async function replay(
  db: Knex | Knex.Transaction,
  options: RebuildOptions,
  from: RebuildResult,
  total: number | undefined,
  bulk?: { deferred: ReadonlyMap<string, DeferredWork>; timings: Map<string, number> },
): Promise<RebuildResult> {
  const { timings } = bulk ?? {};
  const timed = (name: string, started: number) => timings && addTime(timings, name, started);
  let { checkpoint, replayed } = from;
  const read = (after: string | null) => {
    const reading = options.store.readAll({ after, limit: options.batchSize ?? defaultBatchSize });
    // Awaited below; until then a failure must not count as unhandled.
    reading.catch(() => undefined);
    return reading;
  };
  const lanes = (bulk && !db.isTransaction ? bulkLanes : [projections]).map((lane) => ({
    projections: lane,
    // Each page this lane has yet to finish, oldest first.
    pending: [] as Promise<void>[],
    tail: Promise.resolve(),
  }));
  const settle = async () => {
    const results = await Promise.allSettled(lanes.flatMap((lane) => lane.pending));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
  let next = read(checkpoint);
  try {
    for (;;) {
      const waited = performance.now();
      const page = await next;
      timed('(reading the log)', waited);
      const pageCheckpoint = page.checkpoint;
      if (page.events.length === 0 || pageCheckpoint === null) break;
      // The next page is read (another connection) while this one is applied.
      next = read(pageCheckpoint);
      const options_ = { nowait: false, deferred: bulk?.deferred, timings };
      const done = replayed + page.events.length;
      const report = () =>
        options.logger.info({ replayed: done, total }, `rebuild: ${done} / ${total ?? '?'} events`);
      if (db.isTransaction) {
        await applyBatch(db as Knex.Transaction, page.events, pageCheckpoint, options_);
        report();
      } else {
        const pageDone: Promise<void>[] = [];
        for (const lane of lanes) {
          const apply = () =>
            (db as Knex).transaction(async (trx) => {
              await applyBatch(trx, page.events, pageCheckpoint, {
                ...options_,
                projections: lane.projections,
                // Into rm_next: see unsynchronised() below.
                asynchronousCommit: true,
              });
            });
          lane.tail = lane.tail.then(apply);
          // Awaited in order below or by settle(); until then a failure is not unhandled.
          lane.tail.catch(() => undefined);
          lane.pending.push(lane.tail);
          pageDone.push(lane.tail);
        }
        // Progress counts a page once every lane has committed it.
        Promise.all(pageDone).then(report, () => undefined);
        // A lane too far behind holds the reading back (and a failed page stops it).
        const applying = performance.now();
        for (const lane of lanes) {
          while (lane.pending.length > pagesAhead) await lane.pending.shift();
        }
        timed('(waiting for the lanes)', applying);
      }
      checkpoint = pageCheckpoint;
      replayed = done;
    }
    await settle();
  } catch (error) {
    // Every lane is stopped (its pages settled) before the failure goes up.
    await settle().catch(() => undefined);
    throw error;
  }
  return { checkpoint, replayed };
}
