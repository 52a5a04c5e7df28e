import pg from 'pg';
import pino from 'pino';
import { expect, vi } from 'vitest';
import { compareCheckpoints } from '@courtside/events';
import { exampleScoreBody } from '@courtside/events/examples';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import { TestBrowser } from '../../../gateway/test/browser';
import { TestSocket } from '../../../gateway/test/socket-client';
import { startApp, type RunningApp } from '../../../scripts/app';

/**
 * `npm start`'s wiring (scripts/app.ts: every service on one shared pool) on a fresh test
 * database with the demo seeded, an official signed in, a socket following the live match,
 * and an admin session of the test's own for looking at and cutting the app's connections.
 */
export async function startRunningApp(options: { databaseUrl?: (url: string) => string } = {}) {
  const database: TestDatabase = await createTestDatabase(testPostgresUrl());
  const logLines: string[] = [];
  const app: RunningApp = await startApp({
    databaseUrl: options.databaseUrl ? options.databaseUrl(database.url) : database.url,
    port: 0,
    host: '127.0.0.1',
    clock: testClock(),
    // Kept, not printed: hundreds of expected "connection lost" warnings would bury the result.
    logger: pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) }),
  });
  const contestId = app.demo?.inProgressContestId;
  if (contestId === undefined) throw new Error('the demo seed did not run');
  const databaseName = new URL(database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const browser = new TestBrowser(app.url);
  const { official } = app.credentials;
  expect((await browser.signIn(official.email, official.password)).status).toBe(200);
  const fan = new TestSocket(app.url);
  expect(await fan.follow({ contest: contestId })).toMatchObject({ ok: true });
  let round = 0;

  const running = {
    app,
    browser,
    fan,
    contestId,
    stream: `contest-${contestId}`,
    logLines,
    /** Terminates every backend of the app's database but the admin's; answers how many. */
    async terminateAll(): Promise<number> {
      const { rows } = await admin.query<{ cut: boolean }>(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [databaseName],
      );
      return rows.filter((row) => row.cut).length;
    },
    async eventCount(stream?: string): Promise<number> {
      const { rows } = await admin.query<{ count: string }>(
        stream ? 'SELECT count(*) FROM events WHERE stream_id = $1' : 'SELECT count(*) FROM events',
        stream ? [stream] : [],
      );
      return Number(rows[0]?.count);
    },
    /** How many events the stream holds at `revision` (one, when the save was stored). */
    async eventsAt(stream: string, revision: number): Promise<number> {
      const { rows } = await admin.query<{ count: string }>(
        'SELECT count(*) FROM events WHERE stream_id = $1 AND revision = $2',
        [stream, revision],
      );
      return Number(rows[0]?.count);
    },
    async contestRevision(): Promise<number> {
      const { rows } = await admin.query<{ revision: number }>(
        'SELECT max(revision) AS revision FROM events WHERE stream_id = $1',
        [`contest-${contestId}`],
      );
      return rows[0]?.revision ?? 0;
    },
    /** A score save body on `revision` whose first-quarter home score changes every call. */
    scoreBody(revision: number) {
      round += 1;
      return exampleScoreBody(10 + (round % 80), revision);
    },
    saveScore(body: unknown, key: string) {
      return browser.request('PUT', `/api/contests/${contestId}/score`, {
        body,
        headers: { 'idempotency-key': key },
      });
    },
    /** A new score saved now reaches the follower's socket and the read model. */
    async expectScoreToFlow(): Promise<void> {
      const body = running.scoreBody(await running.contestRevision());
      const saved = await running.saveScore(body, `flow-${round}-${Date.now()}`);
      expect(saved.status).toBe(200);
      const total = body.A1 + 30;
      const pushed = await fan.next(
        'contest:updated',
        (message) =>
          compareCheckpoints(message.checkpoint, saved.body.position) >= 0 &&
          message.contest.first_team_total === total,
      );
      expect(pushed.contest.revision).toBe(saved.body.revision);
      await vi.waitFor(
        async () => {
          const read = await browser.get(`/api/contests/${contestId}`);
          expect(read.body).toMatchObject({
            first_team_total: total,
            revision: saved.body.revision,
          });
        },
        { timeout: 30_000, interval: 100 },
      );
    },
    async close(): Promise<void> {
      fan.close();
      await admin.end();
      await app.close();
      await database.drop();
    },
  };
  return running;
}

export type RunningTestApp = Awaited<ReturnType<typeof startRunningApp>>;
