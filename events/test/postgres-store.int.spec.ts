import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPostgresEventStore,
  WrongExpectedRevisionError,
  type NewEvent,
  type PostgresEventStore,
} from '../src/store';
import { sharedReadAll } from '../src/store/postgres-read';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../src/testing';
import { describeEventStoreContract } from './store-contract';
import { newEvents as storeEvents } from './store-support';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
});

afterAll(async () => {
  await database?.drop();
});

describeEventStoreContract('PostgreSQL', async () => {
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  return {
    store,
    async dispose() {
      await store.close();
      await pool.end();
    },
  };
});

function newEvents(count: number): NewEvent[] {
  return storeEvents(count, 'AdapterChecked');
}

const WAIT = { timeout: 20_000, interval: 20 };

describe('PostgreSQL event store', () => {
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.url, max: 10 });
    store = createPostgresEventStore({ pool, pollIntervalMs: 50 });
    await store.migrate();
  });

  afterAll(async () => {
    await store?.close();
    await pool?.end();
  });

  /** Inserts rows in a transaction left open, as a slower concurrent appender would. */
  async function holdOpen(stream: string, events: NewEvent[], firstRevision: number) {
    const client = await pool.connect();
    await client.query('BEGIN');
    const { rows } = await client.query<{ checkpoint: string }>(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata)
       SELECT id, $1, $2::int + ord::int - 1, 'AdapterChecked', '{}', '{}'
         FROM unnest($3::uuid[]) WITH ORDINALITY AS e(id, ord)
       RETURNING transaction_id::text || ':' || position::text AS checkpoint`,
      [stream, firstRevision, events.map((event) => event.id)],
    );
    return {
      checkpoints: rows.map((row) => row.checkpoint),
      async end(outcome: 'COMMIT' | 'ROLLBACK') {
        await client.query(outcome);
        client.release();
      },
    };
  }

  /** Resolves once some statement of this database waits for a row lock held by another. */
  async function blocked(): Promise<void> {
    await vi.waitFor(async () => {
      const { rows } = await pool.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      expect(rows[0]?.waiting).toBeGreaterThan(0);
    }, WAIT);
  }

  describe('when migrate runs again and from several processes at once', () => {
    it('leaves one events table with the documented columns', async () => {
      const other = await createTestDatabase(testPostgresUrl());
      const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: other.url }));
      try {
        const stores = pools.map((each) => createPostgresEventStore({ pool: each }));
        await Promise.all(stores.map((each) => each.migrate()));
        await stores[0]!.migrate();

        const { rows } = await pools[0]!.query<{ column_name: string; udt_name: string }>(
          `SELECT column_name, udt_name FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name = 'events' ORDER BY ordinal_position`,
        );
        expect(rows.map((row) => `${row.column_name} ${row.udt_name}`)).toEqual([
          'position int8',
          'transaction_id xid8',
          'event_id uuid',
          'stream_id text',
          'revision int4',
          'type text',
          'data jsonb',
          'metadata jsonb',
          'created_at timestamptz',
        ]);
        const indexes = await pools[0]!.query<{ indexdef: string }>(
          `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'events'`,
        );
        const definitions = indexes.rows.map((row) => row.indexdef).join('\n');
        expect(definitions).toContain('(transaction_id, "position")');
        expect(definitions).toContain('UNIQUE INDEX events_stream_id_revision_key');
        expect(definitions).toContain('(stream_id, revision)');
      } finally {
        await Promise.all(pools.map((each) => each.end()));
        await other.drop();
      }
    });
  });

  describe('when another append to the same stream commits first', () => {
    it('turns the clash on a numbered revision into WrongExpectedRevisionError', async () => {
      const stream = `race-${randomUUID()}`;
      const held = await holdOpen(stream, newEvents(1), 0);

      const attempt = store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      const outcome = attempt.then(
        () => 'appended',
        (error: unknown) => error,
      );
      await blocked();
      await held.end('COMMIT');

      const error = await outcome;
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ expected: 'no_stream', actual: 0 });
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('appends after it when the expected revision is any', async () => {
      const stream = `race-any-${randomUUID()}`;
      const held = await holdOpen(stream, newEvents(2), 0);

      const attempt = store.append(stream, newEvents(1), { expectedRevision: 'any' });
      await blocked();
      await held.end('COMMIT');

      expect((await attempt).nextRevision).toBe(2);
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    });

    it('answers the stored result when the other append stored the same events', async () => {
      const stream = `race-retry-${randomUUID()}`;
      const events = newEvents(2);
      const held = await holdOpen(stream, events, 0);

      const attempt = store.append(stream, events, { expectedRevision: 'no_stream' });
      await blocked();
      await held.end('COMMIT');

      const result = await attempt;
      expect(result.nextRevision).toBe(1);
      expect(result.position).toBe(held.checkpoints[1]);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('goes ahead when the other append rolls back', async () => {
      const stream = `race-rollback-${randomUUID()}`;
      const held = await holdOpen(stream, newEvents(1), 0);

      const attempt = store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      await blocked();
      await held.end('ROLLBACK');

      expect((await attempt).nextRevision).toBe(0);
    });
  });

  describe('when several subscriptions read the log at the same checkpoint', () => {
    it('sends one read and gives each reader its own copy of the events', async () => {
      const stream = `shared-${randomUUID()}`;
      const before = (await store.readAll({ after: null, limit: 100_000 })).checkpoint;
      await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
      const reads: string[] = [];
      const counted = Object.create(pool) as pg.Pool;
      counted.query = ((...args: Parameters<pg.Pool['query']>) => {
        reads.push(String(args[0]));
        return pool.query(...args);
      }) as pg.Pool['query'];
      const readAll = sharedReadAll(counted);

      // Six reactors woken by the same NOTIFY, all caught up to the same checkpoint.
      const results = await Promise.all(
        Array.from({ length: 6 }, () => readAll({ after: before, limit: 500 })),
      );

      expect(reads).toHaveLength(1);
      for (const result of results) {
        expect(result.events.filter((event) => event.streamId === stream)).toHaveLength(3);
        expect(result.checkpoint).toBe(results[0]?.checkpoint);
      }
      const [first, second] = results.map(
        (result) => result.events.find((event) => event.streamId === stream)?.data,
      );
      expect(second).toEqual(first);
      (first as { label: string }).label = 'changed by one reader';
      expect((second as { label: string }).label).toBe('event 0');

      // Once that read has answered, the next one goes to the database again.
      await readAll({ after: before, limit: 500 });
      expect(reads).toHaveLength(2);
    });
  });

  describe('when the store closes', () => {
    it('stops its subscriptions and gives their LISTEN clients back to the pool', async () => {
      const ownPool = new pg.Pool({ connectionString: database.url, max: 5 });
      const own = createPostgresEventStore({ pool: ownPool });
      const listening = async () => {
        const { rows } = await pool.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN courtside_events_appended'`,
        );
        return rows[0]?.count ?? 0;
      };
      try {
        const onBatch = async () => {};
        own.subscribe({ onBatch });
        own.subscribe({ onBatch });
        await vi.waitFor(async () => expect(await listening()).toBe(2), WAIT);

        await own.close();

        expect(ownPool.totalCount - ownPool.idleCount).toBe(0);
        expect(await listening()).toBe(0);
      } finally {
        await ownPool.end();
      }
    });
  });
});
