import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compareCheckpoints } from '@courtside/events';
import { exampleScoreBody } from '@courtside/events/examples';
import { STREAM_LOCK_CLASS } from '@courtside/events/store';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import { TestBrowser } from '../../gateway/test/browser';
import { TestSocket } from '../../gateway/test/socket-client';
import { startApp, type RunningApp } from '../app';

// Every connection `npm start` (scripts/app.ts, all services on one shared pool) keeps to PostgreSQL is cut in turn, the way a restart,
// a failover or an idle-connection reaper cuts it (57P01 admin_shutdown). The process must
// live on (an unheard 'error' event fails this file as an unhandled error), the request in
// flight must answer 503 with Retry-After, and the next score must reach a follower's socket
// and the read model.

let database: TestDatabase;
let app: RunningApp;
let contestId: number;
let admin: pg.Client;
let databaseName: string;
let browser: TestBrowser;
let fan: TestSocket;
let round = 0;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  app = await startApp({
    databaseUrl: database.url,
    port: 0,
    host: '127.0.0.1',
    clock: testClock(),
    // Kept, not printed: a test waits for what the services say they are doing.
    logger: pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) }),
  });
  contestId = app.demo?.inProgressContestId ?? 0;
  databaseName = new URL(database.url).pathname.slice(1);
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  browser = new TestBrowser(app.url);
  const { official } = app.credentials;
  expect((await browser.signIn(official.email, official.password)).status).toBe(200);
  fan = new TestSocket(app.url);
  expect(await fan.follow({ contest: contestId })).toMatchObject({ ok: true });
});

afterAll(async () => {
  fan?.close();
  await admin?.end();
  await app?.close();
  await database?.drop();
});

/** Waits until the app has a session matching `where` (a pg_stat_activity condition). */
async function sessionsWhere(where: string): Promise<number[]> {
  return vi.waitFor(
    async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
        [databaseName],
      );
      expect(rows.length).toBeGreaterThan(0);
      return rows.map((row) => row.pid);
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** Terminates the slice's backends matching `where` (over pg_stat_activity), once one exists. */
async function terminate(where: string): Promise<number> {
  const pids = await sessionsWhere(where);
  await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
  return pids.length;
}

function scoreBody(revision: number) {
  round += 1;
  return exampleScoreBody(10 + round, revision);
}

async function eventCount(): Promise<number> {
  // The save's own stream: the demo's workflow runs append to theirs meanwhile.
  const { rows } = await admin.query<{ count: string }>(
    'SELECT count(*) FROM events WHERE stream_id = $1',
    [`contest-${contestId}`],
  );
  return Number(rows[0]?.count);
}

async function currentRevision(): Promise<number> {
  const contest = await browser.get(`/api/contests/${contestId}`);
  expect(contest.status).toBe(200);
  return contest.body.revision as number;
}

/** Saves a score and checks it reaches the follower's socket and the read model. */
async function expectScoreToFlow(): Promise<void> {
  const body = scoreBody(await currentRevision());
  const saved = await browser.request('PUT', `/api/contests/${contestId}/score`, { body });
  expect(saved.status).toBe(200);
  const pushed = await fan.next(
    'contest:updated',
    (message) =>
      compareCheckpoints(message.checkpoint, saved.body.position) >= 0 &&
      message.contest.first_team_total === body.A1 + 30,
  );
  expect(pushed.contest.revision).toBe(saved.body.revision);
  const read = await browser.get(`/api/contests/${contestId}`);
  expect(read.body).toMatchObject({
    first_team_total: body.A1 + 30,
    revision: saved.body.revision,
  });
}

describe('when a LISTEN connection is cut', () => {
  it('survives losing the Socket.IO adapter’s LISTEN and scores still reach followers', async () => {
    await expectScoreToFlow();
    expect(await terminate(`query LIKE 'LISTEN "socket.io%'`)).toBe(1);
    await expectScoreToFlow();
    // The adapter listens again on a fresh connection.
    await terminate(`query LIKE 'LISTEN "socket.io%'`);
    await expectScoreToFlow();
  });

  it('survives losing the gateway’s change-notice listener', async () => {
    await terminate(`query = 'LISTEN courtside_changes'`);
    await expectScoreToFlow();
    await terminate(`query = 'LISTEN courtside_changes'`);
    await expectScoreToFlow();
  });

  it('survives losing the event store subscription’s LISTEN', async () => {
    await terminate(`query = 'LISTEN courtside_events_appended'`);
    await expectScoreToFlow();
    await terminate(`query = 'LISTEN courtside_events_appended'`);
    await expectScoreToFlow();
  });
});

describe('when the projection lock’s connection is cut', () => {
  it('takes the lock again and keeps projecting', async () => {
    await terminate(`query LIKE '%pg_advisory_lock(hashtextextended%'`);
    await expectScoreToFlow();
    await terminate(`query LIKE '%pg_advisory_lock(hashtextextended%'`);
    await expectScoreToFlow();
  });

  it('queues for the lock again once the database takes connections again', async () => {
    // While the database refuses new sessions the runner cannot even queue for the lock; it
    // must keep trying instead of dropping the failure on the floor (an unhandled rejection).
    // The test before cut the lock's connection, and its score can reach the screens before the
    // runner queues for the lock again: wait until it holds it, or there is nothing to cut.
    await sessionsWhere(`state = 'idle' AND query LIKE '%pg_advisory_lock(hashtextextended%'`);
    const server = new pg.Client({ connectionString: testPostgresUrl() });
    await server.connect();
    try {
      await server.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
      await terminate(`query LIKE '%pg_advisory_lock(hashtextextended%'`);
      // The runner tries to queue for the lock again and is refused.
      await vi.waitFor(
        () => {
          const refused = logLines.filter(
            (line) => line.includes('"projection"') && line.includes('not currently accepting'),
          );
          expect(refused.length).toBeGreaterThan(0);
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await server.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
      await server.end();
    }
    await expectScoreToFlow();
  });
});

describe('when an append’s connection is cut', () => {
  it('answers the request in flight 503 with Retry-After, stores nothing, and the retry saves once', async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      const before = await eventCount();
      const body = scoreBody(await currentRevision());
      // Hold the contest stream's append lock, so this save's INSERT (and no other append: the
      // demo's workflow runs append beside it) waits for it.
      await locker.query('BEGIN');
      await locker.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
        STREAM_LOCK_CLASS,
        `contest-${contestId}`,
      ]);
      const key = `connection-loss-${randomUUID()}`;
      const inFlight = browser.request('PUT', `/api/contests/${contestId}/score`, {
        body,
        headers: { 'idempotency-key': key },
      });
      // Only the backend the locker blocks: a background append waiting on some other lock at
      // that moment must not take the cut (then the save went through: 200, not 503).
      const locked = await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const blocked = `wait_event_type = 'Lock' AND query LIKE '%INSERT INTO public.events%'
           AND ${Number(locked.rows[0]?.pid)} = ANY(pg_blocking_pids(pid))`;
      await terminate(blocked);
      // pg_terminate_backend only signals: the lock is released once the backend is gone, or a
      // slow-to-wake backend would take the lock, insert and answer before it dies.
      await vi.waitFor(
        async () => {
          const { rows } = await admin.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND ${blocked}`,
            [databaseName],
          );
          expect(rows).toEqual([]);
        },
        { timeout: 20_000, interval: 20 },
      );
      await locker.query('ROLLBACK');
      const answer = await inFlight;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body.message).toMatch(/temporarily unavailable/);
      expect(await eventCount()).toBe(before);

      const retried = await browser.request('PUT', `/api/contests/${contestId}/score`, {
        body,
        headers: { 'idempotency-key': key },
      });
      expect(retried.status).toBe(200);
      expect(await eventCount()).toBe(before + 1);
      // Score saves answer before the read models catch up (the screen follows the socket).
      await vi.waitFor(async () => expect(await currentRevision()).toBe(retried.body.revision), {
        timeout: 20_000,
        interval: 50,
      });
      await expectScoreToFlow();
    } finally {
      await locker.end();
    }
  });
});
