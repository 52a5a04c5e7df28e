import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { type Checkpoint, type RecordedEvent } from '../src/store';
import { appendEvents, type CommittedEvents } from '../src/store/postgres-append';
import { fromTextRow } from '../src/store/postgres-read';
import { metadata, newEvents, newStream, usePostgresStore, WAIT } from './store-support';

const fixture = usePostgresStore(8);

/** Appends through the adapter's own function, answering what it handed its subscriptions. */
async function appendSeeing(stream: string, count = 1) {
  let committed: CommittedEvents | null | undefined;
  const events = newEvents(count);
  const outcome = await appendEvents(
    fixture.pool,
    stream,
    events,
    'no_stream',
    (_position, given) => {
      committed = given;
    },
  );
  return { outcome, committed, events };
}

/** The last event of the whole log, as readers order it. */
async function lastCheckpoint(): Promise<Checkpoint | null> {
  const { rows } = await fixture.pool.query<{ checkpoint: string }>(
    `SELECT transaction_id::text || ':' || position::text AS checkpoint FROM events
      ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  return rows[0]?.checkpoint ?? null;
}

describe("an append's events handed to its own store's subscriptions", () => {
  it('are handed over, with the event before them, when no older transaction is running', async () => {
    const before = await lastCheckpoint();
    const { outcome, committed } = await appendSeeing(newStream('offer'), 2);
    expect(committed).toBeTruthy();
    expect(committed!.after).toBe(before);
    expect(committed!.position).toBe(outcome.position);
    // What they hand over is exactly what a read of the log returns.
    const read = await fixture.store.readAll({ after: before, limit: 10 });
    expect(committed!.rows.map(fromTextRow)).toEqual(read.events);
  });

  it('are not handed over while a transaction older than the append is running', async () => {
    const older = new pg.Client({ connectionString: fixture.database.url });
    await older.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const { committed } = await appendSeeing(newStream('held'));
      expect(committed).toBeNull();
      await older.query('COMMIT');
    } finally {
      await older.end();
    }
    const { committed } = await appendSeeing(newStream('after'));
    expect(committed).toBeTruthy();
  });

  it('reach a subscription after the events of an older transaction that commits later', async () => {
    const received: RecordedEvent[] = [];
    const subscription = fixture.store.subscribe({
      after: await lastCheckpoint(),
      onBatch: async (events) => {
        received.push(...events);
      },
    });
    const older = new pg.Client({ connectionString: fixture.database.url });
    await older.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const stream = newStream('later');
      const mine = newEvents(1);
      await fixture.store.append(stream, mine, { expectedRevision: 'no_stream' });
      // The older transaction's event takes a later position but sorts first: it began first.
      const olderId = randomUUID();
      await older.query(
        `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
         VALUES ($1, $2, 0, 'ContractChecked', '{}', $3)`,
        [olderId, newStream('older'), JSON.stringify(metadata())],
      );
      await older.query('COMMIT');
      await vi.waitFor(() => expect(received).toHaveLength(2), WAIT);
      expect(received.map((event) => event.id)).toEqual([olderId, mine[0]!.id]);
    } finally {
      await older.end();
      await subscription.close();
    }
  });

  it('give every subscription its own copy, equal to what the log holds', async () => {
    const after = await lastCheckpoint();
    const seen: RecordedEvent[][] = [[], []];
    const subscriptions = seen.map((list) =>
      fixture.store.subscribe({
        after,
        onBatch: async (events) => {
          list.push(...events);
        },
      }),
    );
    const stream = newStream('copies');
    await fixture.store.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'ContractChecked',
          data: { b: 1.5, a: [2] },
          metadata: metadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await vi.waitFor(() => expect(seen.map((list) => list.length)).toEqual([1, 1]), WAIT);
    (seen[0]![0]!.data as { a: number[] }).a.push(3);
    const read = await fixture.store.readAll({ after, limit: 10 });
    expect(seen[1]).toEqual(read.events);
    expect(read.events[0]!.data).toEqual({ b: 1.5, a: [2] });
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
  });
});
