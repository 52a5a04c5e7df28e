import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool, PoolClient } from 'pg';
import { assertValidEvents } from '../catalogue';
import { isUniqueViolation, withTransaction } from './postgres-client';
import {
  committedOf,
  SETTLED_RETURNING,
  type CommittedEvents,
  type LiveRow,
} from './postgres-append-settled';
import { toCheckpoint } from './postgres-read';
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT } from './postgres-schema';
import { prepared } from './prepared';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
} from './port';

/** Channel the appender notifies after each commit so subscriptions wake without waiting. */
export const APPENDED_CHANNEL = 'courtside_events_appended';

export type { CommittedEvents } from './postgres-append-settled';

// An append that names the revision it expects (a number, or no_stream) is one INSERT in its own
// implicit transaction: its rows take the revisions after the expected one, and the unique
// (stream_id, revision) key is the guard. A concurrent writer that got there first makes the
// insert fail with a unique violation (waiting for that writer's commit or rollback first), which
// becomes WrongExpectedRevisionError, or the original answer when it stored these very events. The
// insert's own WHERE refuses an expected revision the stream has not reached, so no gap is left.
//
// The statement also takes the stream's advisory lock (below) for its implicit transaction, in
// the same round trip: without it, a writer holding the lock between reading the stream's last
// revision and inserting after it could lose that revision to lock-free inserts again and again
// (seen in the suite under load: an 'any' append lost five rounds in a row and failed).
//
// An append that expects 'any' or 'stream_exists' cannot name its revisions in advance, so it
// takes a transaction-scoped advisory lock on the stream first, and writers of the same stream
// queue instead of racing: an 'any' append is never refused on a revision clash, however many
// writers there are (KurrentDB never refuses it either). Optimistic retries alone were not
// enough: with 16 writers on one stream an 'any' append lost 25 rounds in a row and failed. The
// two-key form keeps these locks apart from the single-key locks of migrations and projections.
// Streams whose names hash alike only share a queue. A unique violation can still come from an
// event id stored by another stream's append; the retry then answers it as the checks decide.
/** The first key of every stream's append lock (the second is hashtext(stream)). */
export const STREAM_LOCK_CLASS = 0x43_53_41_50; // 'CSAP': Courtside append
const MAX_ATTEMPTS = 5;

interface StoredRow {
  event_id: string;
  stream_id: string;
  revision: number;
  xid_text: string;
  position_text: string;
}

/** What an append did: `stored` is false when it found the same events already stored. */
export interface AppendOutcome extends AppendResult {
  stored: boolean;
  /** Set by a one-statement append that found nothing older still running. */
  committed?: CommittedEvents;
}

const RETURNING = `RETURNING event_id, stream_id, revision,
               transaction_id::text AS xid_text, position::text AS position_text`;

/**
 * Appends events to one stream in one transaction, checking the expected revision, and
 * answers the original result when every event id is stored already. `afterCommit` runs once
 * new events are committed, with the checkpoint of the last.
 */
export async function appendEvents(
  pool: Pool,
  stream: string,
  events: NewEvent[],
  expectedRevision: ExpectedRevision,
  afterCommit: (position: string, committed: CommittedEvents | null) => void,
): Promise<AppendOutcome> {
  validate(stream, events, expectedRevision);
  const outcome =
    typeof expectedRevision === 'number' || expectedRevision === 'no_stream'
      ? await appendAt(pool, stream, events, expectedRevision)
      : await appendLocked(pool, stream, events, expectedRevision);
  if (outcome.stored) afterCommit(outcome.position, outcome.committed ?? null);
  return outcome;
}

// Every append after a known revision (each score save) sends this text: prepared once. It
// returns its events as a read of the log would, and whether they are settled (see
// SETTLED_RETURNING), for its own store's subscriptions.
const APPEND_AT = `INSERT INTO public.events AS ev (event_id, stream_id, revision, type, data, metadata)
       SELECT e.id, $1, $2::int + e.ord::int - 1, e.type, e.data, e.metadata
         FROM (SELECT pg_advisory_xact_lock($8::int, hashtext($1))) AS stream_lock,
              unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
              WITH ORDINALITY AS e(id, type, data, metadata, ord)
        WHERE $7::int IS NULL
           OR EXISTS (SELECT 1 FROM public.events WHERE stream_id = $1 AND revision = $7::int)
        ORDER BY e.ord
       ${SETTLED_RETURNING}`;

/** The one-statement append after a known revision (see the note at the top). */
async function appendAt(
  pool: Pool,
  stream: string,
  events: NewEvent[],
  expected: number | 'no_stream',
): Promise<AppendOutcome> {
  const ids = events.map((event) => event.id.toLowerCase());
  let rows: LiveRow[];
  try {
    ({ rows } = await pool.query<LiveRow>(
      prepared(APPEND_AT, [
        stream,
        expected === 'no_stream' ? 0 : expected + 1,
        ids,
        ...columns(events),
        numbered(expected),
        STREAM_LOCK_CLASS,
      ]),
    ));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const replay = await findStored(pool, stream, ids);
    if (replay) return replay;
    if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT)) {
      throw new WrongExpectedRevisionError(stream, expected, await currentRevision(pool, stream));
    }
    throw new Error(`append to ${stream} clashed with a concurrent append on its event ids`, {
      cause: error,
    });
  }
  if (rows.length > 0) return { ...lastOf(rows), stored: true, committed: committedOf(rows) };
  // The stream has not reached the expected revision (or does not exist).
  const replay = await findStored(pool, stream, ids);
  if (replay) return replay;
  throw new WrongExpectedRevisionError(stream, expected, await currentRevision(pool, stream));
}

function numbered(expected: number | 'no_stream'): number | null {
  return expected === 'no_stream' ? null : expected;
}

function columns(events: NewEvent[]): [string[], string[], string[]] {
  return [
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data ?? null)),
    events.map((event) => JSON.stringify(event.metadata)),
  ];
}

async function currentRevision(pool: Pool, stream: string): Promise<number | 'no_stream'> {
  const { rows } = await pool.query<{ revision: number | null }>(
    'SELECT max(revision) AS revision FROM public.events WHERE stream_id = $1',
    [stream],
  );
  return rows[0]?.revision ?? 'no_stream';
}

/** 'any' and 'stream_exists': read the revision and insert under the stream's lock. */
async function appendLocked(
  pool: Pool,
  stream: string,
  events: NewEvent[],
  expectedRevision: 'any' | 'stream_exists',
): Promise<AppendOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(pool, (client) =>
        tryAppend(client, stream, events, expectedRevision),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw await explainClash(pool, stream, expectedRevision, error);
      // A little jitter keeps writers that lost the same round from colliding again in lockstep.
      await sleep(Math.random() * attempt);
    }
  }
}

function validate(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): void {
  if (stream.length === 0) throw new Error('append needs a stream name');
  if (events.length === 0) throw new Error(`append to ${stream} needs at least one event`);
  if (
    typeof expectedRevision === 'number' &&
    (!Number.isInteger(expectedRevision) || expectedRevision < 0)
  ) {
    throw new Error(`expected revision must be a non-negative integer, got ${expectedRevision}`);
  }
  const ids = new Set(events.map((event) => event.id.toLowerCase()));
  if (ids.size !== events.length) {
    throw new Error(`append to ${stream} repeats an event id within one call`);
  }
  // Validated once, here, so no reader ever validates stored events again.
  assertValidEvents(events);
}

async function tryAppend(
  client: PoolClient,
  stream: string,
  events: NewEvent[],
  expectedRevision: 'any' | 'stream_exists',
): Promise<AppendOutcome> {
  const ids = events.map((event) => event.id.toLowerCase());
  await client.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    STREAM_LOCK_CLASS,
    stream,
  ]);
  // Read committed: each statement below sees whatever the previous lock holder committed.
  const replay = await findStored(client, stream, ids);
  if (replay) return replay;

  const { rows: current } = await client.query<{ revision: number | null }>(
    'SELECT max(revision) AS revision FROM public.events WHERE stream_id = $1',
    [stream],
  );
  const actual = current[0]?.revision ?? null;
  checkExpected(stream, expectedRevision, actual);

  const { rows } = await client.query<StoredRow>(
    `INSERT INTO public.events (event_id, stream_id, revision, type, data, metadata)
     SELECT e.id, $1, $2::int + e.ord::int - 1, e.type, e.data, e.metadata
       FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
            WITH ORDINALITY AS e(id, type, data, metadata, ord)
      ORDER BY e.ord
     ${RETURNING}`,
    [stream, actual === null ? 0 : actual + 1, ids, ...columns(events)],
  );
  return { ...lastOf(rows), stored: true };
}

/**
 * Looks the event ids up. All stored, in this stream and in the given order: the original
 * result. None stored: null. Anything else is a caller's mistake that no append can fix.
 */
async function findStored(
  client: Pool | PoolClient,
  stream: string,
  ids: string[],
): Promise<AppendOutcome | null> {
  const { rows } = await client.query<StoredRow>(
    `SELECT event_id, stream_id, revision,
            transaction_id::text AS xid_text, position::text AS position_text
       FROM public.events WHERE event_id = ANY($1::uuid[])`,
    [ids],
  );
  if (rows.length === 0) return null;
  if (rows.length < ids.length) {
    throw new Error(
      `append to ${stream}: ${rows.length} of ${ids.length} event ids are stored already; ` +
        'a retry must repeat exactly the original events',
    );
  }
  const byId = new Map(rows.map((row) => [row.event_id, row]));
  const first = byId.get(ids[0] ?? '');
  const same = ids.every((id, index) => {
    const row = byId.get(id);
    return row?.stream_id === stream && first && row.revision === first.revision + index;
  });
  if (!same) {
    throw new Error(
      `append to ${stream}: these event ids are stored already, but not as these events of this stream`,
    );
  }
  return { ...lastOf(rows), stored: false };
}

function lastOf(rows: StoredRow[]): AppendResult {
  const last = rows.reduce((a, b) => (b.revision > a.revision ? b : a));
  return {
    nextRevision: last.revision,
    position: toCheckpoint(last.xid_text, last.position_text),
  };
}

function checkExpected(stream: string, expected: ExpectedRevision, actual: number | null): void {
  const matches =
    expected === 'any' ||
    (expected === 'no_stream' && actual === null) ||
    (expected === 'stream_exists' && actual !== null) ||
    expected === actual;
  if (!matches) throw new WrongExpectedRevisionError(stream, expected, actual ?? 'no_stream');
}

/** Turns a clash that outlasted every retry into the error a caller can act on. */
async function explainClash(
  pool: Pool,
  stream: string,
  expected: ExpectedRevision,
  error: unknown,
): Promise<Error> {
  if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT)) {
    return new WrongExpectedRevisionError(stream, expected, await currentRevision(pool, stream));
  }
  const what = isUniqueViolation(error, EVENT_ID_CONSTRAINT) ? 'event ids' : 'rows';
  return new Error(`append to ${stream} kept clashing with concurrent appends on ${what}`, {
    cause: error,
  });
}
