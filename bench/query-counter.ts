/**
 * Preloaded into the services' process by `bench/commands-only.ts --count` (node --import):
 * counts every statement sent through pg (each one a round trip) and prints the count on
 * SIGUSR2, so a save's SQL can be counted without a server-side extension.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import pg from 'pg';

let statements = 0;
const byText = new Map<string, number>();
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  statements += 1;
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  if (text) {
    const key = text.replace(/\s+/g, ' ').slice(0, 90);
    byText.set(key, (byText.get(key) ?? 0) + 1);
  }
  return original.apply(this, args);
};

/**
 * CPU milliseconds used so far by every process on this machine that `matches` (from /proc): the
 * PostgreSQL processes, or the integrations' own process (scripts/integrations-process.ts).
 */
function cpuMsOf(matches: (pid: string, stat: string) => boolean): number {
  const tick = 10; // USER_HZ is 100 on Linux: one clock tick is 10 ms
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!matches(pid, stat)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

const postgresCpuMs = () => cpuMsOf((_pid, stat) => stat.includes('(postgres)'));
const integrationsCpuMs = () =>
  cpuMsOf(
    (pid, stat) =>
      stat.includes('(node)') &&
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('integrations-process'),
  );

// A signal, not IPC: a 'message' listener here would take the bench's first message (the
// database URL) before the server's own listener exists. Each SIGUSR2 prints the counts and the
// CPU time since the last one to stderr, writes the CPU profile of that window to
// /tmp/courtside-score-<n>.cpuprofile, and starts counting and profiling again.
const session = new Session();
session.connect();
let window = 0;
let cpu = process.cpuUsage();
let postgresCpu = postgresCpuMs();
let integrationsCpu = integrationsCpuMs();
let wall = performance.now();
let profiling = false;
process.on('SIGUSR2', () => {
  const top = [...byText].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  const wallMs = Math.round(performance.now() - wall);
  const postgres = postgresCpuMs();
  const postgresMs = postgres - postgresCpu;
  postgresCpu = postgres;
  const integrations = integrationsCpuMs();
  const integrationsMs = integrations - integrationsCpu;
  integrationsCpu = integrations;
  process.stderr.write(
    `${JSON.stringify({ statements, cpuMs, systemMs: Math.round(used.system / 1000), postgresMs, integrationsMs, wallMs, top })}\n`,
  );
  statements = 0;
  byText.clear();
  cpu = process.cpuUsage();
  wall = performance.now();
  const start = () => {
    session.post('Profiler.enable', () => session.post('Profiler.start', () => undefined));
    profiling = true;
  };
  if (!profiling) return start();
  const n = (window += 1);
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(`/tmp/courtside-score-${n}.cpuprofile`, JSON.stringify(result.profile));
    start();
    // The window is printed and written: a parent waiting on it (commands-only.ts) goes on.
    process.send?.({ type: 'counted' });
  });
});
