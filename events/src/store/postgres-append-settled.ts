import { compareCheckpoints, type Checkpoint } from './port';
import { TEXT_COLUMNS, toCheckpoint, type EventTextRow } from './postgres-read';

/**
 * What an append committed, for its own store's subscriptions, when nothing can appear before
 * it any more: its statement's snapshot showed no transaction older than its own still running
 * (`settled` below), so every event before these is committed and was visible to it, and `after`
 * names the last of them. A subscription that has read exactly to `after` may take `rows` as its
 * next batch instead of reading the log.
 */
export interface CommittedEvents {
  /** The checkpoint of the event right before these in the log; null when they are its first. */
  after: Checkpoint | null;
  /** The checkpoint of the last of them. */
  position: Checkpoint;
  /** The events as a read of the log selects them, in log order. */
  rows: EventTextRow[];
}

/** A row the one-statement append returns: the event as read, and what came before it. */
export interface LiveRow extends EventTextRow {
  /** Its statement's snapshot had no transaction older than this one's still running. */
  settled: boolean;
  /** The checkpoint of the event before it that the statement saw, or null. */
  before_text: string | null;
}

/**
 * The one-statement append's RETURNING: its events as a read of the log selects them, whether
 * they are settled, and the event before each that the statement saw. Settled means the
 * statement's snapshot (which pg_current_snapshot() and the subquery share) had no transaction
 * older than the append's own still running. The append's id is then either in that snapshot and
 * its oldest, or the first one taken after it with nothing running. Either way every older
 * transaction had ended before the snapshot, so every event before these was visible to the
 * subquery that names the last of them, and none can appear before them later.
 */
export const SETTLED_RETURNING = `RETURNING ${TEXT_COLUMNS},
         pg_snapshot_xmin(pg_current_snapshot()) >= ev.transaction_id AS settled,
         (SELECT p.transaction_id::text || ':' || p.position::text FROM public.events AS p
           WHERE (p.transaction_id, p.position) < (ev.transaction_id, ev.position)
           ORDER BY p.transaction_id DESC, p.position DESC LIMIT 1) AS before_text`;

/** The rows in log order, with what came before them, when the append found them settled. */
export function committedOf(rows: LiveRow[]): CommittedEvents | undefined {
  if (!rows.every((row) => row.settled)) return undefined;
  const inOrder = [...rows].sort((a, b) =>
    compareCheckpoints(
      toCheckpoint(a.xid_text, a.position_text),
      toCheckpoint(b.xid_text, b.position_text),
    ),
  );
  const first = inOrder[0]!;
  const last = inOrder.at(-1)!;
  const rowsOnly = inOrder.map(
    ({ settled: _settled, before_text: _before, ...row }): EventTextRow => row,
  );
  return {
    after: first.before_text,
    position: toCheckpoint(last.xid_text, last.position_text),
    rows: rowsOnly,
  };
}
