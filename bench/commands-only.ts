/**
 * The score-commands scenario alone, for measuring the score path back to back:
 * `nice -n 10 npx tsx bench/commands-only.ts [--ms 4000] [--clients 16,64] [--count]
 * [--cpu-prof DIR]`. Boots its own embedded PostgreSQL (.data/bench-commands, port
 * --pg-port or 54349, apart from `npm run bench`'s), starts the services as the
 * bench does (bench/server.ts), and prints commands/s, p50, p99 and the load average.
 * `--split` runs the services as separate processes (bench/split-server.ts).
 * `--count` also prints the SQL statements (round trips) the services sent per save.
 */
import type { EmbeddedDatabase } from '../scripts/embedded';
import { flagOf, freshAppDatabase, loadAverage, runStandalone } from './standalone';
import { forkChild, nextMessage, stopChild } from './children';
import { commandFloor, scoreCommands, rawInserts, settle } from './commands';
import { HttpSession } from './http-session';
import type { ServerAnswer, ServerReady, ServerRequest } from './server';

const argv = process.argv.slice(2);
const flag = flagOf(argv);
const durationMs = Number(flag('--ms') ?? 4000);
const clientCounts = (flag('--clients') ?? '16,64').split(',').map(Number);
const count = argv.includes('--count');
const cpuProf = flag('--cpu-prof');
const baseline = argv.includes('--baseline');
let database: EmbeddedDatabase | null = null;

async function main(): Promise<void> {
  console.log(`load at start: ${loadAverage()}`);
  const fresh = await freshAppDatabase('bench-commands', Number(flag('--pg-port') ?? 54349));
  database = fresh.database;
  const appUrl = fresh.appUrl;
  const flags = ['--expose-gc'];
  if (count) flags.push('--import', './bench/query-counter.ts');
  if (cpuProf) flags.push('--cpu-prof', '--cpu-prof-dir', cpuProf);
  const server = forkChild(
    argv.includes('--split') ? './split-server.ts' : './server.ts',
    [],
    flags,
  );
  server.send({ databaseUrl: appUrl });
  const served = await nextMessage<ServerReady>(server, (m) => m.type === 'ready', 300_000);
  const official = new HttpSession(served.url);
  await official.signInOfficial(served.official.email, served.official.password);
  const scorers = nextMessage<ServerAnswer>(server, (m) => m.type === 'scorers');
  server.send({ type: 'scorers', count: Math.max(...clientCounts) } satisfies ServerRequest);
  const { ids } = (await scorers) as { ids: number[] };
  for (const clients of clientCounts) {
    if (count) server.kill('SIGUSR2');
    const result = await scoreCommands(served, official, ids, clients, durationMs);
    const line =
      `${clients} clients: ${result.perSecond.toFixed(1)}/s p50 ${result.p50.toFixed(0)} ms ` +
      `p99 ${result.p99.toFixed(0)} ms ok ${result.ok} failed ${result.failed}` +
      (result.firstFailure ? ` (${result.firstFailure})` : '');
    console.log(`${line}; load ${loadAverage()}`);
    if (count) {
      console.log(
        `  statements per request: see the JSON line below over ${result.ok + result.failed + clients} requests`,
      );
      // Until the server says the window's counts are printed and its profile written.
      const counted = nextMessage<{ type: string }>(server, (m) => m.type === 'counted');
      server.kill('SIGUSR2');
      await counted;
    }
    if (baseline) {
      console.log(`  settled in ${await settle(server)} ms`);
      const raw = await rawInserts(appUrl, clients, durationMs);
      console.log(`  raw INSERTs: ${raw.perSecond.toFixed(0)}/s p50 ${raw.p50.toFixed(1)} ms`);
      for (const split of [false, true]) {
        const floor = await commandFloor(appUrl, clients, durationMs, split);
        console.log(
          `  floor${split ? ' (two processes)' : ''}: ${floor.perSecond.toFixed(0)}/s ` +
            `p50 ${floor.p50.toFixed(1)} ms failed ${floor.failed}`,
        );
      }
    }
  }
  await stopChild(server);
  console.log(`load at end: ${loadAverage()}`);
}

runStandalone(main, () => database);
