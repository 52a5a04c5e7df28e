/**
 * `npm run bench` (`-- --quick` for a short development run, `-- --events N` for the log's
 * size): boots its own embedded PostgreSQL (.data/bench), starts the real services with the
 * demo in a process of their own, and runs every scenario of issue 13 with its baseline in the
 * same run, each repeated and bounded in time. Writes bench/results/latest.{json,md,svg}.
 * Every process it started is stopped at the end, on a failure and on Ctrl-C.
 */
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedProcess } from '../scripts/embedded-process';
import type { EmbeddedDatabase } from '../scripts/embedded';
import { forkChild, nextMessage, stopAllChildren, stopChild } from './children';
import { commandFloor, scoreCommands, rawInserts, settle } from './commands';
import { readBenchConfig } from './config';
import { HttpSession } from './http-session';
import { admin, databaseUrl, logDatabase } from './log-database';
import { publicReads } from './reads';
import { rebuildScenario } from './rebuild';
import type { BenchResults, CommandFigures } from './report';
import { writeResults } from './report-files';
import type { ServerAnswer, ServerReady, ServerRequest } from './server';
import { scoreToScreen } from './score-to-screen';
import { figure } from './stats';

const config = readBenchConfig(process.argv.slice(2));
const began = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);
let database: EmbeddedDatabase | null = null;
/** Seconds each part of the run took, for the report. */
const phasesS: Record<string, number> = {};
let phaseStarted = performance.now();
function endPhase(name: string): void {
  const now = performance.now();
  phasesS[name] = Math.round((now - phaseStarted) / 1000);
  phaseStarted = now;
  log(`${name}: ${phasesS[name]} s`);
}
// A run that hangs far past its budget is stopped rather than left running.
setTimeout(
  () =>
    exitAfterCleanUp(1, `bench stopped: still running after twice its ${config.budgetS} s budget`),
  config.budgetS * 2 * 1000,
).unref();

async function cleanUp(): Promise<void> {
  await stopAllChildren();
  await database?.stop();
  database = null;
}

let exiting = false;
function exitAfterCleanUp(code: number, reason?: unknown): void {
  if (exiting) return;
  exiting = true;
  if (reason) console.error(reason);
  void cleanUp()
    .catch((error: unknown) => console.error(error))
    .finally(() => process.exit(code));
}
process.on('SIGINT', () => exitAfterCleanUp(130, 'interrupted: stopping the bench…'));
process.on('SIGTERM', () => exitAfterCleanUp(143, 'terminated: stopping the bench…'));
process.on('uncaughtException', (error) => exitAfterCleanUp(1, error));
process.on('unhandledRejection', (error) => exitAfterCleanUp(1, error));

async function main(): Promise<void> {
  const loadAtStart = os.loadavg();
  log(`${config.quick ? 'quick' : 'full'} run; starting the bench's embedded PostgreSQL…`);
  database = await startEmbeddedProcess(config.dataDir, config.pgPort, false);
  const serverUrl = database.url;
  const [version] = await admin<{ v: string }>(
    serverUrl,
    "SELECT current_setting('server_version') AS v",
  );
  await admin(serverUrl, 'DROP DATABASE IF EXISTS bench_app WITH (FORCE)');
  await admin(serverUrl, 'CREATE DATABASE bench_app');
  const appUrl = databaseUrl(serverUrl, 'bench_app');

  log('starting the services (startApp) and seeding the demo…');
  const server = forkChild('./server.ts', [], ['--expose-gc']);
  server.send({ databaseUrl: appUrl });
  const served = await nextMessage<ServerReady>(server, (m) => m.type === 'ready', 300_000);
  const official = new HttpSession(served.url);
  await official.signInOfficial(served.official.email, served.official.password);
  endPhase('start');

  const { screens, memory } = await scoreToScreen(config, server, served, official, appUrl, log);
  endPhase('score → screen and memory');

  const reads = await publicReads({
    url: served.url,
    leagueId: served.leagueId,
    webDist: path.join(config.root, 'web', 'dist'),
    reps: config.reps,
    durationMs: config.loadMs,
    log,
  });
  endPhase('public reads');
  // Only now the scorers' contests: in the league's tables earlier they would swell the reads.
  const scorers = nextMessage<ServerAnswer>(server, (m) => m.type === 'scorers');
  server.send({ type: 'scorers', count: 64 } satisfies ServerRequest);
  const { ids } = (await scorers) as { ids: number[] };
  const commands: CommandFigures[] = [];
  for (const clients of [16, 64]) {
    log(`score commands: ${clients} clients…`);
    const product = [];
    const baseline = [];
    const floor = [];
    for (let rep = 0; rep < config.reps; rep++) {
      // Each window starts, and each baseline runs, with the services idle: the read models
      // and the outbox's deliveries catch up on the last window's saves first.
      await settle(server);
      product.push(await scoreCommands(served, official, ids, clients, config.loadMs));
      await settle(server);
      baseline.push(await rawInserts(appUrl, clients, config.loadMs));
      const oneProcess = await commandFloor(appUrl, clients, config.loadMs, false);
      const twoProcesses = await commandFloor(appUrl, clients, config.loadMs, true);
      floor.push(Math.max(oneProcess.perSecond, twoProcesses.perSecond));
    }
    commands.push({
      clients,
      perSecond: figure(product.map((r) => r.perSecond)),
      p50: figure(product.map((r) => r.p50)),
      p99: figure(product.map((r) => r.p99)),
      baseline: figure(baseline.map((r) => r.perSecond)),
      baselineP50: figure(baseline.map((r) => r.p50)),
      floor: figure(floor),
      failed: product.reduce((sum, r) => sum + r.failed, 0),
      firstFailure: product.find((r) => r.firstFailure)?.firstFailure ?? null,
    });
  }

  await stopChild(server);
  endPhase('score commands');

  log(`rebuild: preparing a log of ${config.events.toLocaleString('en')} events…`);
  const logDb = await logDatabase(serverUrl, config.events, log);
  if (logDb.reused) log('rebuild: reusing the cached log (same generator version and size)');
  endPhase(logDb.reused ? 'log (cached)' : 'log (generated)');
  const rebuild = await rebuildScenario(logDb.url, config.reps, config.rebuildBoundMs, log);
  endPhase('rebuild');
  const durationS = Math.round((performance.now() - began) / 1000);

  const results: BenchResults = {
    when: new Date().toISOString(),
    command: `npm run bench${config.quick ? ' -- --quick' : ''}`,
    quick: config.quick,
    reps: config.reps,
    durationS,
    budgetS: config.budgetS,
    withinBudget: durationS <= config.budgetS,
    phasesS,
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      ramGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: version?.v ?? 'unknown',
      loadAtStart: loadAtStart.map((value) => Number(value.toFixed(2))),
      loadAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
    screens,
    commands,
    rebuild: { ...rebuild, logReused: logDb.reused },
    reads,
    memory,
  };
  const files = await writeResults(config.resultsDir, results);
  log(`done; wrote ${files.join(', ')}`);
  log(`total ${durationS} s of a ${config.budgetS} s budget`);
  if (durationS > config.budgetS) {
    throw new Error(
      `bench over budget: ${durationS} s, budget ${config.budgetS} s (results written anyway)`,
    );
  }
}

main().then(
  () => exitAfterCleanUp(0),
  (error: unknown) => exitAfterCleanUp(1, error),
);
