/**
 * bench/server.ts's protocol with the services as separate processes, as production runs them
 * (docker-compose.yml): the demo is seeded through startApp, which is then closed; gateway,
 * command-service and projection-service each run from their own main.ts, and the integrations
 * as `npm start` runs them, with their local fakes. Used by `bench/commands-only.ts --split` and
 * `bench/screen-only.ts --split` to compare one process with four.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { freePort } from '@courtside/events/embedded';
import pino from 'pino';
import { developmentTotpKey, startApp } from '../scripts/app';
import { onStopRequest } from './children';
import { scheduleScorerContests, settled } from './services-state';
import { startIntegrationsChild } from '../scripts/integrations-child';
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
  'gateway/src/main.ts',
].map((main) =>
  fork(main, [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  }),
);
let integrations: { close: () => Promise<void> } | null = null;
const stopAll = async () => {
  await integrations?.close();
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

// The integrations as `npm start` runs them (scripts/integrations-process.ts): with the local
// fakes their destinations point at, so the demo's jobs are delivered and the services settle.
integrations = await startIntegrationsChild({
  start: {
    databaseUrl,
    demo: null,
    options: undefined,
    // The key startApp sealed the demo's webhook secrets with.
    totpEncryptionKey: developmentTotpKey,
    mail: {},
    logLevel: 'error',
  },
  clock: () => new Date(),
  logger,
  // Only a start that seeds the demo waits for the read models, and this one seeds nothing.
  waitFor: () => Promise.reject(new Error('the split server seeds no demo to wait for')),
});

async function scorers(leagueId: number, count: number): Promise<number[]> {
  const ids = await scheduleScorerContests(databaseUrl, logger, leagueId, count);
  await until(`/api/contests/${ids.at(-1)}`);
  return ids;
}

process.on('message', (raw) => {
  const request = raw as ServerRequest | 'stop';
  if (request === 'stop') return;
  const answer: Promise<ServerAnswer> =
    request.type === 'memory'
      ? // The services' memory is in their own processes; this one answers none.
        Promise.resolve({ type: 'memory', mb: Number.NaN, heapMb: Number.NaN })
      : request.type === 'settle'
        ? settled(databaseUrl).then((ms) => ({ type: 'settled', ms }))
        : scorers(demo.inProgressLeagueId, request.count).then((ids) => ({ type: 'scorers', ids }));
  answer.then(
    (message) => process.send?.(message),
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
