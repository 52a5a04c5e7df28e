/**
 * Scenario 2: score commands over HTTP. `clients` scorers, each on its own keep-alive
 * connection and its own contest under way, save scores back to back through the gateway
 * with the official's session and CSRF token, exactly as the score console does. The
 * baseline, same run, same concurrency: single-row INSERTs of the same event into a copy of
 * the `events` table, which is the least any stored command costs on this PostgreSQL, and the
 * saves' floor in Courtside's shape (commandFloor).
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { endPool } from '../scripts/end-pool';
import type { FloorStart } from './command-floor-server';
import type { HttpSession } from './http-session';
import { forkChild, nextMessage, stopChild } from './children';
import { runLoad, type LoadResult } from './http-load';
import type { ServerAnswer, ServerReady, ServerRequest } from './server';
import { percentile } from './stats';

const scores = { A1: 21, A2: 15, A4: null, A_extra: null, B1: 17, B2: 19, B3: 20 };
const scoresFor = (n: number) => ({ ...scores, A3: 10 + (n % 20), B4: null, B_extra: null });

export async function scoreCommands(
  served: ServerReady,
  official: HttpSession,
  scorerContestIds: number[],
  clients: number,
  durationMs: number,
): Promise<LoadResult> {
  const contests = scorerContestIds.slice(0, clients);
  if (contests.length < clients) throw new Error(`only ${contests.length} scorer contests`);
  const revisions = await Promise.all(
    contests.map(async (id) => {
      const answer = await official.request('GET', `/api/contests/${id}`);
      return ((await answer.json()) as { revision: number }).revision;
    }),
  );
  const headers = official.headers();
  headers['content-type'] = 'application/json';
  return runLoad({
    url: served.url,
    connections: clients,
    durationMs,
    request: (worker) => ({
      method: 'PUT',
      path: `/api/contests/${contests[worker]}/score`,
      headers,
      body: JSON.stringify({
        ...scoresFor(revisions[worker] ?? 0),
        expected_revision: revisions[worker],
      }),
    }),
    onAnswer(worker, status, body) {
      if (status === 200 || status === 201) {
        revisions[worker] = (JSON.parse(body) as { revision: number }).revision;
      }
      // The revisions above come from the read model, which may still be applying the previous
      // repeat's saves: a stale one is answered 409 with the stream's own, taken from then on
      // (before, every later save of that client was refused the same way).
      if (status === 409) {
        const current = (JSON.parse(body) as { current_revision?: number }).current_revision;
        if (typeof current === 'number') revisions[worker] = current;
      }
    },
  });
}

/** Waits until the services' process is idle again (bench/server.ts, `settled`); answers ms. */
export async function settle(server: ChildProcess): Promise<number> {
  const answer = nextMessage<ServerAnswer>(server, (m) => m.type === 'settled', 320_000);
  server.send({ type: 'settle' } satisfies ServerRequest);
  return ((await answer) as { ms: number }).ms;
}

/**
 * The floor of a save in Courtside's shape (bench/command-floor-server.ts): two bare HTTP hops,
 * the session read, a group-committed append and its bare projection, at the same concurrency and with the same
 * bodies as the score commands; `split` runs the two hops in two processes.
 */
export async function commandFloor(
  databaseUrl: string,
  clients: number,
  durationMs: number,
  split: boolean,
): Promise<LoadResult> {
  const started: ChildProcess[] = [];
  const start = async (request: FloorStart) => {
    const server = forkChild('./command-floor-server.ts');
    started.push(server);
    server.send(request);
    const ready = await nextMessage<{ type: string; url: string }>(
      server,
      (m) => m.type === 'ready',
    );
    return ready.url;
  };
  try {
    const url = split
      ? await start({
          databaseUrl,
          role: 'gateway',
          commandUrl: await start({ databaseUrl, role: 'command' }),
        })
      : await start({ databaseUrl, role: 'both' });
    const result = await runLoad({
      url,
      connections: clients,
      durationMs,
      request: (worker) => ({
        method: 'PUT',
        path: `/${worker}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...scoresFor(worker), expected_revision: worker }),
      }),
    });
    // A floor that failed requests would be no floor: say so instead of reporting it.
    if (result.failed > 0) throw new Error(`the command floor failed: ${result.firstFailure}`);
    return result;
  } finally {
    // The gateway first: the command process drops the tables once nothing forwards to it.
    for (const server of started.reverse()) await stopChild(server);
  }
}

/** Raw single-row INSERTs into `bench_events_copy` (LIKE events, with its keys and indexes). */
export async function rawInserts(
  databaseUrl: string,
  clients: number,
  durationMs: number,
): Promise<LoadResult> {
  // The services hold connections of their own (more while command clients' answers are still
  // pending): ask for no more than the server has free, or the baseline dies on "too many clients".
  const probe = new pg.Client({ connectionString: databaseUrl });
  await probe.connect();
  const { rows } = await probe
    .query<{ free: number }>(
      `SELECT current_setting('max_connections')::int
              - current_setting('superuser_reserved_connections')::int
              - (SELECT count(*)::int FROM pg_stat_activity) - 3 AS free`,
    )
    .finally(() => probe.end());
  const max = Math.max(1, Math.min(clients, rows[0]?.free ?? clients));
  if (max < clients) console.log(`raw INSERTs: ${max} connections free of ${clients} asked`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  try {
    await pool.query('DROP TABLE IF EXISTS bench_events_copy');
    await pool.query('CREATE TABLE bench_events_copy (LIKE events INCLUDING ALL)');
    const metadata = JSON.stringify({
      actor: { kind: 'official', id: '1' },
      ip: '127.0.0.1',
      userAgent: 'bench',
      correlationId: randomUUID(),
      causationId: null,
      at: new Date().toISOString(),
    });
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(
      Array.from({ length: clients }, async (_, worker) => {
        for (let revision = 0; performance.now() < deadline; revision++) {
          const sentAt = performance.now();
          await pool.query(
            `INSERT INTO bench_events_copy (event_id, stream_id, revision, type, data, metadata)
             VALUES ($1, $2, $3, 'ScoreRecorded', $4, $5)`,
            [
              randomUUID(),
              `contest-bench-${worker}`,
              revision,
              JSON.stringify({ contestId: worker + 1, leagueId: 1, scores: scoresFor(revision) }),
              metadata,
            ],
          );
          latencies.push(performance.now() - sentAt);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    await pool.query('DROP TABLE bench_events_copy');
    return {
      ok: latencies.length,
      failed: 0,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      firstFailure: null,
    };
  } finally {
    await endPool(pool);
  }
}
