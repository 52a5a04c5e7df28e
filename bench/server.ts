/**
 * The services under test, in a process of their own so the benchmark's clients do not share
 * its event loop: the whole app (startApp, as `npm start` runs it) with the demo seeded on the
 * database whose URL the bench sends first over IPC. Says { type: 'ready', … } over IPC; on
 * request it schedules extra contests under way in the demo's live league (one per concurrent
 * scorer of the commands scenario) and reports its resident memory after a full garbage
 * collection. Stops on 'stop', SIGTERM, SIGINT or when the bench goes away, closing every pool
 * before the bench stops PostgreSQL (so no connection is cut under a live client).
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import pino from 'pino';
import { createCommandService } from '@courtside/command-service';
import { createPostgresEventStore } from '@courtside/events/store';
import { startApp, type RunningApp } from '../scripts/app';
import { endPool } from '../scripts/end-pool';
import { onStopRequest } from './children';

export interface ServerReady {
  type: 'ready';
  url: string;
  pid: number;
  leagueId: number;
  contestId: number;
  official: { email: string; password: string };
}

// The URL (with the database's password) comes over IPC, not argv, which `ps` shows to anyone.
const databaseUrl = await new Promise<string>((resolve) =>
  process.once('message', (message) => resolve((message as { databaseUrl: string }).databaseUrl)),
);
const logger = pino({ level: 'error' });
let app: RunningApp | null = null;
onStopRequest(async () => {
  await app?.close();
});

app = await startApp({ databaseUrl, port: 0, logger });
const demo = app.demo;
if (!demo) throw new Error('the bench database was not empty: no demo to measure');

/** Contests that started ten minutes ago (inside the score window), for the scorers. */
async function scheduleScorerContests(leagueId: number, count: number): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const store = createPostgresEventStore({ pool, logger });
    const command = createCommandService({ store, pool, logger });
    const { rows } = await pool.query<{ team: number }>(
      `SELECT DISTINCT unnest(ARRAY[first_team_id, second_team_id]) AS team
         FROM rm.contests WHERE league_id = $1 ORDER BY 1`,
      [leagueId],
    );
    const teams = rows.map((row) => row.team);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const first = teams[i % teams.length] ?? 0;
      const second = teams[(i + 1 + Math.floor(i / teams.length)) % teams.length] ?? 0;
      const scheduled = await command.commands.scheduleContest(
        {
          league_id: leagueId,
          round: 99,
          time: new Date(Date.now() - (10 + (i % 50)) * 60_000).toISOString(),
          location: 'Bench arena',
          first_team_id: first,
          second_team_id: first === second ? (teams[(i + 2) % teams.length] ?? 0) : second,
        },
        {},
      );
      ids.push(scheduled.id);
    }
    await command.close();
    await store.close();
    return ids;
  } finally {
    await endPool(pool);
  }
}

export type ServerRequest = { type: 'scorers'; count: number } | { type: 'rss' };
export type ServerAnswer = { type: 'scorers'; ids: number[] } | { type: 'rss'; mb: number };

async function scorers(url: string, leagueId: number, count: number): Promise<number[]> {
  const ids = await scheduleScorerContests(leagueId, count);
  // The projections are asynchronous: wait until the last contest reads back.
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${url}/api/contests/${ids.at(-1)}`);
    if (answer.ok) return ids;
    if (tries > 600) throw new Error('the scorers’ contests never reached the read models');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory after a full collection (the bench starts this process with --expose-gc). */
async function residentMb(): Promise<number> {
  // gc() collects before it returns: the figure is read straight after, no wait.
  (globalThis as { gc?: () => void }).gc?.();
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * The demo starts work of its own at start: a standings recount and a "sync a league now" of its
 * top league, whose scoreboard documents pg-boss then delivers one by one. A user's server runs
 * that once; measured alongside it, every scenario would carry it. So the bench waits for that
 * state (no workflow running, no job due but dead letters) before it says ready, and prints how
 * long it took.
 */
async function demoSettled(): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const began = performance.now();
  try {
    for (;;) {
      const { rows } = await pool.query<{ busy: number }>(
        `SELECT (SELECT count(*)::int FROM rm.workflows WHERE status = 'running')
              + (SELECT count(*)::int FROM pgboss.job
                  WHERE state IN ('created', 'retry', 'active') AND start_after <= now()
                    -- a dead letter waits for an administrator, not for a worker
                    AND name NOT LIKE '%-dead') AS busy`,
      );
      if (rows[0]?.busy === 0) break;
      if (performance.now() - began > 300_000) {
        throw new Error(`the demo's start-up work was still busy after 300 s (${rows[0]?.busy})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await endPool(pool);
  }
  console.log(
    `bench server: the demo's start-up work settled in ${Math.round(performance.now() - began)} ms`,
  );
}
await demoSettled();

const { url } = app;
process.on('message', (raw) => {
  const request = raw as ServerRequest | 'stop';
  if (request === 'stop') return;
  const answer: Promise<ServerAnswer> =
    request.type === 'rss'
      ? residentMb().then((mb) => ({ type: 'rss', mb }))
      : scorers(url, demo.inProgressLeagueId, request.count).then((ids) => ({
          type: 'scorers',
          ids,
        }));
  answer.then(
    (message) => process.send?.(message),
    (error: unknown) => {
      console.error('bench server request failed:', error);
      process.exit(1);
    },
  );
});

const ready: ServerReady = {
  type: 'ready',
  url: app.url,
  pid: process.pid,
  leagueId: demo.inProgressLeagueId,
  contestId: demo.inProgressContestId,
  official: app.credentials.official,
};
process.send?.(ready);
