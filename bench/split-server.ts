/**
 * bench/server.ts's protocol with the services as separate processes, as production runs them
 * (docker-compose.yml): the demo is seeded through startApp, which is then closed, and
 * gateway, command-service, projection-service and integrations each run from their own
 * main.ts. Used by `bench/commands-only.ts --split` to compare one process with four.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { createCommandService } from '@courtside/command-service';
import { createPostgresEventStore } from '@courtside/events/store';
import { startApp } from '../scripts/app';
import { endPool } from '../scripts/end-pool';
import { onStopRequest } from './children';
import type { ServerAnswer, ServerReady, ServerRequest } from './server';

const databaseUrl = await new Promise<string>((resolve) =>
  process.once('message', (message) => resolve((message as { databaseUrl: string }).databaseUrl)),
);
const logger = pino({ level: 'error' });
const seeded = await startApp({ databaseUrl, port: 0, logger });
const demo = seeded.demo;
if (!demo) throw new Error('the bench database was not empty: no demo to measure');
const credentials = seeded.credentials;
await seeded.close();

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
const [gatewayPort, commandPort, projectionPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
];
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'error',
  PORT: String(gatewayPort),
  COMMAND_PORT: String(commandPort),
  PROJECTION_PORT: String(projectionPort),
  COMMAND_SERVICE_URL: `http://127.0.0.1:${commandPort}`,
};
const children: ChildProcess[] = [
  'command-service/src/main.ts',
  'projection-service/src/main.ts',
  'integrations/src/main.ts',
  'gateway/src/main.ts',
].map((main) =>
  fork(main, [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  }),
);
const stopAll = async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
};
onStopRequest(stopAll);
const url = `http://127.0.0.1:${gatewayPort}`;

async function until(path: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${url}${path}`).catch(() => null);
    if (answer?.ok) return;
    if (tries > 1200) throw new Error(`${path} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
await until(`/api/contests/${demo.inProgressContestId}`);

async function scorers(leagueId: number, count: number): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const ids: number[] = [];
  try {
    const store = createPostgresEventStore({ pool, logger });
    const command = createCommandService({ store, pool, logger });
    const { rows } = await pool.query<{ team: number }>(
      `SELECT DISTINCT unnest(ARRAY[first_team_id, second_team_id]) AS team
         FROM rm.contests WHERE league_id = $1 ORDER BY 1`,
      [leagueId],
    );
    const teams = rows.map((row) => row.team);
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
  } finally {
    await endPool(pool);
  }
  await until(`/api/contests/${ids.at(-1)}`);
  return ids;
}

process.on('message', (raw) => {
  const request = raw as ServerRequest | 'stop';
  if (request === 'stop' || request.type !== 'scorers') return;
  scorers(demo.inProgressLeagueId, request.count).then(
    (ids) => process.send?.({ type: 'scorers', ids } satisfies ServerAnswer),
    (error: unknown) => {
      console.error('bench split server request failed:', error);
      // Its services would otherwise outlive it, logging against a database about to stop.
      void stopAll().finally(() => process.exit(1));
    },
  );
});

const ready: ServerReady = {
  type: 'ready',
  url,
  pid: process.pid,
  leagueId: demo.inProgressLeagueId,
  contestId: demo.inProgressContestId,
  official: credentials.official,
};
process.send?.(ready);
