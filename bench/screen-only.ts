/**
 * The score → screen scenario alone, for measuring the push path back to back:
 * `npx tsx bench/screen-only.ts [--sockets 100,1000] [--reps 3] [--saves 10] [--preload FILE]
 * [--cpu-prof DIR]`. Boots its own embedded PostgreSQL (.data/bench-screen, port --pg-port or
 * 54369), starts the services as the bench does (bench/server.ts), and prints for each socket
 * count the p99 of score → screen, of the save's answer and of the push after it, the bare
 * server's push and the whole path's floor, each as the median (min–max) of the repetitions.
 * `--preload` imports a module into the services' process first (a statement tracer, say).
 * `--split` runs the services as separate processes (bench/split-server.ts); its memory figures
 * are then unknown.
 */
import type { EmbeddedDatabase } from '../scripts/embedded';
import { readBenchConfig } from './config';
import { forkChild, nextMessage, stopChild } from './children';
import { HttpSession } from './http-session';
import { scoreToScreen } from './score-to-screen';
import type { ServerReady } from './server';
import { flagOf, freshAppDatabase, loadAverage, runStandalone } from './standalone';
import type { Figure } from './stats';

const argv = process.argv.slice(2);
const flag = flagOf(argv);
let database: EmbeddedDatabase | null = null;

const shown = (f: Figure | undefined) =>
  f ? `${f.median.toFixed(1)} (${f.min.toFixed(1)}–${f.max.toFixed(1)})` : 'n/a';

async function main(): Promise<void> {
  console.log(`load at start: ${loadAverage()}`);
  const fresh = await freshAppDatabase('bench-screen', Number(flag('--pg-port') ?? 54369));
  database = fresh.database;
  const config = {
    ...readBenchConfig([]),
    socketSizes: (flag('--sockets') ?? '100').split(',').map(Number),
    reps: Number(flag('--reps') ?? 3),
    saves: Number(flag('--saves') ?? 10),
  };
  const preload = flag('--preload');
  const cpuProf = flag('--cpu-prof');
  const server = forkChild(
    argv.includes('--split') ? './split-server.ts' : './server.ts',
    [],
    [
      '--expose-gc',
      ...(preload ? ['--import', preload] : []),
      ...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : []),
    ],
  );
  server.send({ databaseUrl: fresh.appUrl });
  const served = await nextMessage<ServerReady>(server, (m) => m.type === 'ready', 300_000);
  const official = new HttpSession(served.url);
  await official.signInOfficial(served.official.email, served.official.password);
  const { screens } = await scoreToScreen(config, server, served, official, fresh.appUrl, () => {});
  for (const s of screens) {
    console.log(
      `${s.sockets} sockets, p99 ms: score → screen ${shown(s.courtside)}; answer ${shown(s.answer)}; ` +
        `push after it ${shown(s.afterAnswer)}; bare push ${shown(s.baseline)}; floor ${shown(s.floor)}` +
        (s.missing ? `; ${s.missing} late` : ''),
    );
  }
  console.log(`load at end: ${loadAverage()}`);
  if (preload) server.kill('SIGUSR2');
  await stopChild(server);
}

runStandalone(main, () => database);
