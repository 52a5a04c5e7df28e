/**
 * The public-reads scenario alone, for measuring the read path back to back:
 * `npx tsx bench/reads-only.ts [--ms 4000] [--connections 10] [--cpu-prof DIR]`. Boots its own
 * embedded PostgreSQL (.data/bench-reads, port --pg-port or 54359), starts the services as the
 * bench does (bench/server.ts), and prints req/s and p99 of each read and of the static file of
 * the same size, with the CPU the services' process and the load generator each used.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedDatabase } from '../scripts/embedded';
import { benchRoot, flagOf, freshAppDatabase, loadAverage, runStandalone } from './standalone';
import { forkChild, nextMessage, stopChild } from './children';
import { runGetLoad as runLeanLoad, runLoad } from './http-load';
import type { ServerReady } from './server';

const argv = process.argv.slice(2);
const flag = flagOf(argv);
const durationMs = Number(flag('--ms') ?? 4000);
const connections = Number(flag('--connections') ?? 10);
const cpuProf = flag('--cpu-prof');
/** Ask as a browser does: `--encoding 'br, gzip'`. */
const encoding = flag('--encoding');
/** `--node-client`: load with Node's http client instead of the bench's lean GET client. */
const lean = !argv.includes('--node-client');
let serverUrl = '';
const headers = () => ({
  accept: 'application/json',
  ...(encoding ? { 'accept-encoding': encoding } : {}),
});
const runGetLoad = (route: string) =>
  runLeanLoad({ url: serverUrl, connections, durationMs, path: route, headers: headers() });
const runNodeLoad = (route: string) =>
  runLoad({
    url: serverUrl,
    connections,
    durationMs,
    request: () => ({ method: 'GET', path: route, headers: headers() }),
  });
let database: EmbeddedDatabase | null = null;

/** CPU milliseconds a process has used so far (user + system), from /proc. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function main(): Promise<void> {
  console.log(`load at start: ${loadAverage()}`);
  const fresh = await freshAppDatabase('bench-reads', Number(flag('--pg-port') ?? 54359));
  database = fresh.database;
  const appUrl = fresh.appUrl;
  const flags = ['--expose-gc'];
  if (cpuProf) flags.push('--cpu-prof', '--cpu-prof-dir', cpuProf);
  const server = forkChild('./server.ts', [], flags);
  server.send({ databaseUrl: appUrl });
  const served = await nextMessage<ServerReady>(server, (m) => m.type === 'ready', 300_000);
  serverUrl = served.url;
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const targets = [
    { name: 'standings', path: `/api/leagues/${served.leagueId}/public-standings` },
    { name: 'schedule', path: `/api/leagues/${served.leagueId}/public-schedule` },
    { name: 'results by date', path: `/api/leagues/${today}/contests` },
  ];
  const folder = path.join(benchRoot, 'web', 'dist', 'bench-static');
  await mkdir(folder, { recursive: true });
  try {
    for (const target of targets) {
      const bytes = (await (await fetch(`${served.url}${target.path}`)).arrayBuffer()).byteLength;
      const file = `${target.name.replaceAll(' ', '-')}.json`;
      await writeFile(path.join(folder, file), `"${'x'.repeat(Math.max(0, bytes - 2))}"`);
      for (const [kind, route] of [
        ['courtside', target.path],
        ['static', `/bench-static/${file}`],
      ] as const) {
        const serverBefore = cpuOf(server.pid!);
        const selfBefore = process.cpuUsage();
        const result = await (lean ? runGetLoad : runNodeLoad)(route);
        const self = process.cpuUsage(selfBefore);
        const serverMs = cpuOf(server.pid!) - serverBefore;
        const perRequest = (ms: number) => ((ms * 1000) / Math.max(1, result.ok)).toFixed(0);
        console.log(
          `${target.name} (${bytes} B) ${kind}: ${result.perSecond.toFixed(0)}/s ` +
            `p99 ${result.p99.toFixed(1)} ms failed ${result.failed}; CPU per request: ` +
            `services ${perRequest(serverMs)} µs, load generator ` +
            `${perRequest((self.user + self.system) / 1000)} µs; load ${loadAverage()}`,
        );
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await stopChild(server);
  console.log(`load at end: ${loadAverage()}`);
}

runStandalone(main, () => database);
