import type pg from 'pg';
import type { Pool } from 'pg';
import type { EventMetadata } from '../metadata';
import type { Checkpoint, ReadAllResult, RecordedEvent } from './port';
import { prepared } from './prepared';

/** One row of `events` as the readers select it (bigint and xid8 as text, never as numbers). */
interface EventRow {
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date | string;
  xid_text: string;
  position_text: string;
}

// ::text keeps the values exact even when a service installs a number parser for int8. The
// aliases must differ from the column names: ORDER BY would otherwise sort by the text.
const COLUMNS = `event_id, stream_id, revision, type, data, metadata, created_at,
  transaction_id::text AS xid_text, position::text AS position_text`;

/** The checkpoint of an event: its transaction id and global position, the order readers use. */
export function toCheckpoint(transactionId: string, position: string): Checkpoint {
  return `${transactionId}:${position}`;
}

function parseCheckpoint(checkpoint: Checkpoint): [transactionId: string, position: string] {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match?.[1] || !match[2]) {
    throw new Error(`"${checkpoint}" is not a checkpoint of the PostgreSQL event store`);
  }
  return [match[1], match[2]];
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: row.revision,
    position: toCheckpoint(row.xid_text, row.position_text),
    created: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

/** Every event of one stream in revision order; [] when the stream does not exist. */
export async function readStream(pool: Pool, stream: string): Promise<RecordedEvent[]> {
  const { rows } = await pool.query<EventRow>(
    `SELECT ${COLUMNS} FROM public.events WHERE stream_id = $1 ORDER BY revision`,
    [stream],
  );
  return rows.map(toRecordedEvent);
}

/**
 * Reads the global log after a checkpoint. Sequence values are taken at insert but become
 * visible at commit, so a later position can appear before an earlier one. Reading only
 * transactions older than every transaction still running (the snapshot's xmin) means nothing
 * can appear behind the returned checkpoint afterwards.
 */
export async function readAll(
  pool: Pool,
  options: { after?: Checkpoint | null; limit: number },
): Promise<ReadAllResult> {
  const { after = null, limit } = options;
  const rows = await selectAfter<EventRow>(pool, COLUMNS, after, limit);
  const events = rows.map(toRecordedEvent);
  return { events, checkpoint: events.at(-1)?.position ?? after };
}

function selectAfter<Row extends pg.QueryResultRow>(
  pool: Pool,
  columns: string,
  after: Checkpoint | null,
  limit: number,
): Promise<Row[]> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`readAll limit must be a positive integer, got ${String(limit)}`);
  }
  const [transactionId, position] = after === null ? ['0', '0'] : parseCheckpoint(after);
  // Every subscription's read after every append: prepared, as the columns are one of two texts.
  return pool
    .query<Row>(
      prepared(
        `SELECT ${columns} FROM public.events
        WHERE (transaction_id, position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id, position
        LIMIT $3`,
        [transactionId, position, limit],
      ),
    )
    .then(({ rows }) => rows);
}

/** A row as a shared read selects it: data and metadata as text, parsed by each reader. */
export interface EventTextRow extends Omit<EventRow, 'data' | 'metadata'> {
  data_text: string;
  metadata_text: string;
}

/** The columns of an {@link EventTextRow} (a shared read's, and a live append's RETURNING). */
export const TEXT_COLUMNS = `event_id, stream_id, revision, type, data::text AS data_text,
  metadata::text AS metadata_text, created_at,
  transaction_id::text AS xid_text, position::text AS position_text`;

/** A reader's own copy of a text row's event: its data and metadata parsed afresh. */
export function fromTextRow(row: EventTextRow): RecordedEvent {
  return toRecordedEvent({
    ...row,
    data: JSON.parse(row.data_text) as unknown,
    metadata: JSON.parse(row.metadata_text) as EventMetadata,
  });
}

/**
 * readAll for the subscriptions of one store: the same read asked for while it is still running
 * (every caught-up subscription wakes on the same NOTIFY, at the same checkpoint) is sent once,
 * and each reader parses its own copy of the events, so none can change another's. A read that
 * started a moment before a reader was woken is no different from reading before the commit:
 * the subscription reads again, as it does when an older transaction holds events back.
 */
export function sharedReadAll(
  pool: Pool,
): (options: { after: Checkpoint | null; limit: number }) => Promise<ReadAllResult> {
  const running = new Map<string, Promise<EventTextRow[]>>();
  return async ({ after, limit }) => {
    const key = `${after ?? ''}/${limit}`;
    let read = running.get(key);
    if (!read) {
      read = selectAfter<EventTextRow>(pool, TEXT_COLUMNS, after, limit);
      const started = read;
      running.set(key, started);
      const forget = () => {
        if (running.get(key) === started) running.delete(key);
      };
      started.then(forget, forget);
    }
    const events = (await read).map(fromTextRow);
    return { events, checkpoint: events.at(-1)?.position ?? after };
  };
}
