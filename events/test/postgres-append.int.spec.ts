import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, WrongExpectedRevisionError } from '../src/store';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../src/testing';
import { newEvents, newStream } from './store-support';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  await createPostgresEventStore({ pool }).migrate();
  await pool.end();
});

afterAll(async () => {
  await database?.drop();
});

/** A pool that writes down every statement sent through it, by itself or by a client it lent. */
function countingPool(max = 10) {
  const pool = new pg.Pool({ connectionString: database.url, max });
  const statements: string[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const [first] = args;
      statements.push(
        typeof first === 'string' ? first : String((first as { text?: string }).text),
      );
      return query(...args);
    };
  });
  return { pool, statements };
}

describe('an append that names the revision it expects', () => {
  it('reaches the database as one INSERT, plus the NOTIFY after it', async () => {
    const { pool, statements } = countingPool();
    const store = createPostgresEventStore({ pool });
    try {
      const stream = newStream('one-statement');
      await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      await store.close();
      statements.length = 0;

      await store.append(stream, newEvents(2), { expectedRevision: 0 });
      await store.close(); // waits for the NOTIFY in flight

      expect(statements.map((text) => text.trim().split(/\s+/)[0])).toEqual(['INSERT', 'NOTIFY']);
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('lets exactly one of 100 simultaneous writers of the same revision in', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 20 });
    const store = createPostgresEventStore({ pool });
    try {
      const stream = newStream('race-numbered');
      await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, () =>
          store.append(stream, newEvents(2), { expectedRevision: 0 }),
        ),
      );
      const refused = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as unknown] : [],
      );
      expect(refused).toHaveLength(99);
      for (const error of refused) {
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 0, actual: 2 });
      }
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('refuses a revision the stream has not reached and leaves no gap', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const store = createPostgresEventStore({ pool });
    try {
      const stream = newStream('ahead');
      await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      await expect(
        store.append(stream, newEvents(1), { expectedRevision: 3 }),
      ).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', expected: 3, actual: 0 });
      expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0]);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('stores nothing twice when 20 retries of the same events race', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 20 });
    const store = createPostgresEventStore({ pool });
    try {
      const stream = newStream('retries');
      const events = newEvents(2);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          store.append(stream, events, { expectedRevision: 'no_stream' }),
        ),
      );
      expect(
        new Set(results.map((result) => `${result.nextRevision} ${result.position}`)).size,
      ).toBe(1);
      expect(await store.readStream(stream)).toHaveLength(2);
    } finally {
      await store.close();
      await pool.end();
    }
  });

  it('refuses a catalogue event whose data fails its schema and stores nothing', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const store = createPostgresEventStore({ pool });
    try {
      const stream = newStream('invalid');
      const [event] = newEvents(1, 'ScoreRecorded');
      const invalid = { ...event!, data: { contestId: 'seven', leagueId: 1, scores: {} } };
      await expect(
        store.append(stream, [invalid], { expectedRevision: 'no_stream' }),
      ).rejects.toThrow(/ScoreRecorded does not match its catalogue schema: .*contestId/);
      expect(await store.readStream(stream)).toEqual([]);
    } finally {
      await store.close();
      await pool.end();
    }
  });
});
