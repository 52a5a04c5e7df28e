/**
 * `npm run bench`: how long an official's score takes to reach every public screen.
 *
 * 1,000 real Socket.IO clients follow the league of the demo's contest in progress; a signed-in
 * official saves a new score again and again; each save is timed from the moment the PUT is
 * sent until each socket holds the contest at the new revision. The baseline, measured in
 * the same run on the same server, is a plain GET of the same contest: the report gives the
 * latencies and their ratio to it, because these machines are shared and noisy.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, PublicContest, ServerToClientEvents } from '@courtside/events';
import { HttpSession } from './http-session';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SAVES = Number(process.env.BENCH_SAVES ?? 60);
const BASELINE_REQUESTS = 200;

interface Served {
  url: string;
  demo: { inProgressContestId: number; inProgressLeagueId: number };
  official: { email: string; password: string };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function main() {
  const child = spawn('npx', ['tsx', 'bench/serve.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const served = await new Promise<Served>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(JSON.parse(line) as Served));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const { inProgressContestId: contestId, inProgressLeagueId: leagueId } = served.demo;
  console.log(`server up at ${served.url}; connecting ${SOCKETS} sockets…`);

  const revisionSeen: number[] = new Array(SOCKETS).fill(-1);
  let waiting: { revision: number; sentAt: number; latencies: number[]; done: () => void } | null =
    null;
  const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(served.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
    });
    socket.on('contest:updated', ({ contest }: { contest: PublicContest }) => {
      if (contest.id !== contestId || contest.revision <= (revisionSeen[i] ?? -1)) return;
      revisionSeen[i] = contest.revision;
      if (waiting && contest.revision >= waiting.revision) {
        waiting.latencies.push(performance.now() - waiting.sentAt);
        if (waiting.latencies.length === SOCKETS) waiting.done();
      }
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.emit('follow', { league: leagueId }, (answer) =>
        answer.ok ? resolve() : reject(new Error(answer.message)),
      );
    });
  }

  const official = new HttpSession(served.url);
  await official.signInOfficial(served.official.email, served.official.password);
  const current = (await (
    await official.request('GET', `/api/contests/${contestId}`)
  ).json()) as PublicContest;

  const baseline: number[] = [];
  for (let i = 0; i < BASELINE_REQUESTS; i++) {
    const started = performance.now();
    await (await fetch(`${served.url}/api/contests/${contestId}`)).arrayBuffer();
    baseline.push(performance.now() - started);
  }

  const deliveries: number[] = [];
  const saveAnswers: number[] = [];
  let revision = current.revision;
  for (let save = 0; save < SAVES; save++) {
    const scores = { ...current, A3: 10 + (save % 20), B3: 12 + (save % 7) };
    const latencies: number[] = [];
    const delivered = new Promise<void>((done) => {
      waiting = { revision: revision + 1, sentAt: performance.now(), latencies, done };
    });
    const sentAt = waiting!.sentAt;
    const answer = await official.request('PUT', `/api/contests/${contestId}/score`, {
      A1: scores.A1,
      A2: scores.A2,
      A3: scores.A3,
      A4: scores.A4,
      A_extra: scores.A_extra,
      B1: scores.B1,
      B2: scores.B2,
      B3: scores.B3,
      B4: scores.B4,
      B_extra: scores.B_extra,
      expected_revision: revision,
    });
    saveAnswers.push(performance.now() - sentAt);
    if (!answer.ok) throw new Error(`save failed: ${answer.status} ${await answer.text()}`);
    revision = ((await answer.json()) as { revision: number }).revision;
    waiting!.revision = revision;
    await delivered;
    deliveries.push(...latencies);
  }

  const rows = [
    summary('baseline GET /api/contests/:id', baseline),
    summary('save answered (PUT score)', saveAnswers),
    summary(`score to screen (${SOCKETS} sockets)`, deliveries),
  ];
  console.table(
    rows.map((row) => ({
      ...row,
      p50: row.p50.toFixed(1),
      p95: row.p95.toFixed(1),
      p99: row.p99.toFixed(1),
      max: row.max.toFixed(1),
    })),
  );
  const base = rows[0]!.p50;
  console.log(
    `score-to-screen p99 = ${rows[2]!.p99.toFixed(1)} ms = ${(rows[2]!.p99 / base).toFixed(1)} × baseline p50 (${base.toFixed(2)} ms)`,
  );

  for (const socket of sockets) socket.disconnect();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
