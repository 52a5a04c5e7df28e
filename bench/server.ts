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
import pino from 'pino';
import { startApp, type RunningApp } from '../scripts/app';
import { onStopRequest } from './children';
import { scheduleScorerContests, settled } from './services-state';

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

export type ServerRequest =
  { type: 'scorers'; count: number } | { type: 'memory' } | { type: 'settle' };
export type ServerAnswer =
  | { type: 'scorers'; ids: number[] }
  | { type: 'memory'; mb: number; heapMb: number }
  | { type: 'settled'; ms: number };

async function scorers(url: string, leagueId: number, count: number): Promise<number[]> {
  const ids = await scheduleScorerContests(databaseUrl, logger, leagueId, count);
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

console.log(`bench server: the demo's start-up work settled in ${await settled(databaseUrl)} ms`);

const { url } = app;
process.on('message', (raw) => {
  const request = raw as ServerRequest | 'stop';
  if (request === 'stop') return;
  const answer: Promise<ServerAnswer> =
    request.type === 'memory'
      ? memoryMb().then((mb) => ({ type: 'memory', ...mb }))
      : request.type === 'settle'
        ? settled(databaseUrl).then((ms) => ({ type: 'settled', ms }))
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
