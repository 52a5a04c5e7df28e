/**
 * The transport's own limit: a bare Socket.IO server (no Courtside) in a process of its own.
 * Sockets follow a league as they do on Courtside; POST /broadcast/:revision sends the very
 * messages Courtside sent (read from the file in argv[2], same sizes), the contest at that
 * revision, to the league's room, and answers once they are handed to the sockets.
 *
 * Given a database (argv[3]) it is also the push of the score → screen floor: it LISTENs for
 * the change notices the command floor's bare projection (bench/command-floor-server.ts) sends
 * once a save is in its read model, and sends the same messages at the revision the notice
 * carries, as the gateway pushes on a change notice. Says { type: 'ready', url } over IPC.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { onStopRequest } from './children';

const payloads = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  contest: { contest: Record<string, unknown> };
  /** null when Courtside pushed no standings for the saves (a score that leaves the table). */
  standings: unknown;
};
const databaseUrl = process.argv[3];
let room = 'league:0';

function push(revision: number): void {
  io.to(room).emit('contest:updated', {
    ...payloads.contest,
    contest: { ...payloads.contest.contest, revision },
  });
  if (payloads.standings !== null) io.to(room).emit('standings:updated', payloads.standings);
}

const server = http.createServer((req, res) => {
  const match = /^\/broadcast\/(\d+)$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) {
    res.writeHead(404).end();
    return;
  }
  const revision = Number(match[1]);
  push(revision);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revision }));
});
const io = new Server(server, { path: '/socket.io' });
io.on('connection', (socket) => {
  socket.on('follow', (target: { league: number }, ack: (answer: { ok: true }) => void) => {
    room = `league:${target.league}`;
    void socket.join(room);
    ack({ ok: true });
  });
});

let listener: pg.Client | null = null;
if (databaseUrl) {
  listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('notification', (notice) => {
    if (notice.channel === 'courtside_floor_changed') push(Number(notice.payload));
  });
  await listener.query('LISTEN courtside_floor_changed');
}

onStopRequest(async () => {
  await io.close();
  await listener?.end();
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
});
