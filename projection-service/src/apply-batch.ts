import {
  compareCheckpoints,
  isCourtsideEventType,
  type ChangeNotice,
  type CourtsideEvent,
  type RecordedEvent,
} from '@courtside/events';
import type { Knex } from 'knex';
import { lockCheckpoints } from './db/operations/lock-checkpoints';
import { saveCheckpoints } from './db/operations/save-checkpoints';
import {
  emptyChanges,
  type Changes,
  type DeferredWork,
  type ProjectedEvent,
  type Projection,
} from './projections/projection';
import { projections as allProjections } from './projections';

export interface ApplyBatchOptions {
  /** Fail at once (SQLSTATE 55P03) instead of waiting when a rebuild holds the checkpoints. */
  nowait: boolean;
  projections?: readonly Projection[];
  /** A rebuild's deferred work by projection name: those projections note instead of apply. */
  deferred?: ReadonlyMap<string, DeferredWork>;
  /** Adds each projection's milliseconds in this batch (a rebuild's profile of where time goes). */
  timings?: Map<string, number>;
  /**
   * Commit without waiting for the WAL to reach the disk (the live runner). Safe for read models:
   * a crash can lose only the last batches, rows and checkpoints together, and the runner applies
   * them again from the log, which is durable. Saves a disk flush on every live save's path.
   */
  asynchronousCommit?: boolean;
  /** The change notice to send when the batch commits, from what it changed (the live runner). */
  notice?: (changes: Changes) => ChangeNotice;
  /** Told where the checkpoints move, once the statement that moves them has run. */
  moved?: (checkpoints: ReadonlyMap<string, string | null>) => void;
}

/** What folding a batch gave: the keys it changed, and where each checkpoint moves. */
export interface Folded {
  changes: Changes;
  moved: Map<string, string | null>;
}

/**
 * Applies one batch from the log to every projection inside `trx` and moves their
 * checkpoints to `checkpoint`, so the rows and the checkpoints commit or vanish together, with
 * the change notice when one is asked for.
 * Each projection only sees events after its own stored checkpoint, read under a row lock:
 * a batch delivered twice (a retry, a second instance, a runner that outlived a rebuild's
 * swap) changes nothing the second time.
 */
export async function applyBatch(
  trx: Knex.Transaction,
  records: readonly RecordedEvent[],
  checkpoint: string,
  options: ApplyBatchOptions,
): Promise<Changes> {
  const names = (options.projections ?? allProjections).map((projection) => projection.name);
  const stored = await lockCheckpoints(trx, names, {
    nowait: options.nowait,
    asynchronousCommit: options.asynchronousCommit,
  });
  const { changes, moved } = await foldBatch(trx, records, checkpoint, stored, options);
  await saveCheckpoints(trx, moved, options.notice?.(changes), changes.last);
  options.moved?.(moved);
  return changes;
}

/**
 * Runs every projection's `begin` and `apply` over the batch from the `stored` checkpoints,
 * each seeing only its events after its own; answers the changes and the checkpoints to save.
 */
export async function foldBatch(
  trx: Knex.Transaction,
  records: readonly RecordedEvent[],
  checkpoint: string,
  stored: ReadonlyMap<string, string | null>,
  options: Pick<ApplyBatchOptions, 'projections' | 'deferred' | 'timings'>,
): Promise<Folded> {
  const projections = options.projections ?? allProjections;
  const events = parse(records);
  const changes = emptyChanges(new Set(events.map(({ event }) => event.type)));
  const moveTo = (previous: string | null) =>
    compareCheckpoints(checkpoint, previous) > 0 ? checkpoint : previous;
  for (const projection of projections) {
    const previous = stored.get(projection.name) ?? null;
    projection.begin?.(trx, previous, moveTo(previous));
  }

  const first = events[0]?.position ?? null;
  for (const projection of projections) {
    const after = stored.get(projection.name) ?? null;
    // The batch is in log order: when its first event is past the checkpoint, all of it is.
    const whole = compareCheckpoints(first, after) > 0;
    const mine = events.filter(
      ({ event, position }) =>
        projection.handles.has(event.type) && (whole || compareCheckpoints(position, after) > 0),
    );
    if (mine.length === 0) continue;
    const deferred = options.deferred?.get(projection.name);
    const started = performance.now();
    if (deferred) deferred.note(mine);
    else await projection.apply(trx, mine, changes);
    const { timings } = options;
    if (timings) {
      timings.set(
        projection.name,
        (timings.get(projection.name) ?? 0) + performance.now() - started,
      );
    }
  }
  const moved = new Map(
    projections.map(({ name }) => [name, moveTo(stored.get(name) ?? null)] as const),
  );
  return { changes, moved };
}

/**
 * Narrows records to the catalogue; types this version does not know are skipped. Stored events
 * were validated when they were appended, so they are not validated again here: on a rebuild
 * that was a schema check per event of the whole log.
 */
function parse(records: readonly RecordedEvent[]): ProjectedEvent[] {
  const events: ProjectedEvent[] = [];
  for (const record of records) {
    if (!isCourtsideEventType(record.type)) continue;
    const { id, metadata, streamId, revision, position, created } = record;
    const event = { type: record.type, data: record.data } as CourtsideEvent;
    events.push({ event, id, metadata, streamId, revision, position, created });
  }
  return events;
}
