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
import { CHANGE_NOTICE_CHANNEL } from '@courtside/events';
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

// As `npm start` runs it: the integrations in a process of their own (scripts/app-process.ts).
app = await startApp({ databaseUrl, port: 0, logger, integrationsProcess: true });
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

export type ServerRequest =
  { type: 'scorers'; count: number } | { type: 'memory' } | { type: 'settle' };
export type ServerAnswer =
  | { type: 'scorers'; ids: number[] }
  | { type: 'memory'; mb: number; heapMb: number }
  | { type: 'settled'; ms: number };

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

/**
 * Resident memory after a full collection (the bench starts this process with --expose-gc), and
 * what is live in it then: the V8 heap in use and the memory outside it that JS objects hold
 * (Buffers, among them the sockets' own). RSS also counts pages the allocator keeps after a
 * collection, which come and go by more than 1,000 sockets take; the live figure does not.
 */
async function memoryMb(): Promise<{ mb: number; heapMb: number }> {
  // gc() collects before it returns: the figures are read straight after, no wait.
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external } = process.memoryUsage();
  const status = await readFile('/proc/self/status', 'utf8');
  return {
    mb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024,
    heapMb: (heapUsed + external) / 1024 / 1024,
  };
}

/** What `settled` looks at: read models behind the log, and workflows and jobs still to run. */
const busyState = `
  SELECT (SELECT count(*)::int FROM rm.checkpoints
           WHERE coalesce(split_part(checkpoint, ':', 2)::bigint, 0)
                 < (SELECT coalesce(max(position), 0) FROM events)) AS behind,
         (SELECT count(*)::int FROM rm.workflows WHERE status = 'running')
       + (SELECT count(*)::int FROM pgboss.job
           WHERE state IN ('created', 'retry', 'active') AND start_after <= now()
             AND name NOT LIKE '%-dead') AS busy`;

/**
 * Waits until the services have nothing left to do: every projection's checkpoint at the log's
 * end, no workflow running, and no job due (dead letters wait for an administrator, not for a
 * worker). At start the demo has work of its own under way (a standings recount and a "sync a
 * league now" whose scoreboard documents pg-boss delivers one by one); after a load window the
 * read models and the outbox's deliveries catch up on its saves. Measured beside either, the next
 * scenario or baseline would carry it: a user's server does the first once, and the second is the
 * saves' own cost, already measured. Answers how long it took.
 *
 * It looks again each time that state may have changed: on the projections' change notice (every
 * batch's commit sends one; a workflow's end is an event, so it comes that way too) and on a
 * notice from pg-boss's job table. pg-boss sends none of its own, so a statement trigger sends it
 * while this waits, and is dropped after, so it never costs the saves being measured.
 */
async function settled(): Promise<number> {
  const began = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  let wake = () => {};
  let timedOut = false;
  client.on('notification', () => wake());
  await client.connect();
  const deadline = setTimeout(() => {
    timedOut = true;
    wake();
  }, 300_000);
  try {
    await client.query(`
      CREATE OR REPLACE FUNCTION bench_jobs_changed() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN PERFORM pg_notify('bench_jobs_changed', ''); RETURN NULL; END $$;
      CREATE OR REPLACE TRIGGER bench_jobs_changed AFTER INSERT OR UPDATE OR DELETE ON pgboss.job
        FOR EACH STATEMENT EXECUTE FUNCTION bench_jobs_changed();
      LISTEN bench_jobs_changed;
      LISTEN ${CHANGE_NOTICE_CHANNEL};`);
    for (;;) {
      // Armed before the state is read: a change while it is read makes the next look at once.
      const changed = new Promise<void>((resolve) => (wake = resolve));
      const { rows } = await client.query<{ behind: number; busy: number }>(busyState);
      const row = rows[0];
      if (row?.behind === 0 && row.busy === 0) break;
      if (timedOut) {
        throw new Error(
          `the services were still busy after 300 s (${row?.behind} read models behind, ${row?.busy} workflows and jobs)`,
        );
      }
      await changed;
    }
  } finally {
    clearTimeout(deadline);
    await client
      .query('DROP TRIGGER IF EXISTS bench_jobs_changed ON pgboss.job')
      .finally(() => client.end());
  }
  return Math.round(performance.now() - began);
}
console.log(`bench server: the demo's start-up work settled in ${await settled()} ms`);

const { url } = app;
process.on('message', (raw) => {
  const request = raw as ServerRequest | 'stop';
  if (request === 'stop') return;
  const answer: Promise<ServerAnswer> =
    request.type === 'memory'
      ? memoryMb().then((mb) => ({ type: 'memory', ...mb }))
      : request.type === 'settle'
        ? settled().then((ms) => ({ type: 'settled', ms }))
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
