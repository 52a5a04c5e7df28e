/**
 * The transport's own limit: a bare Socket.IO server (no database, no Courtside) in a process
 * of its own. Sockets follow a league as they do on Courtside; POST /broadcast/:revision sends
 * the very two messages Courtside sent (read from the file in argv[2], same sizes), the
 * contest at that revision, to the league's room, and answers once they are handed to the
 * sockets. Says { type: 'ready', url } over IPC.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { onStopRequest } from './children';

const payloads = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  contest: { contest: Record<string, unknown> };
  standings: unknown;
};
let room = 'league:0';

const server = http.createServer((req, res) => {
  const match = /^\/broadcast\/(\d+)$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) {
    res.writeHead(404).end();
    return;
  }
  const revision = Number(match[1]);
  io.to(room).emit('contest:updated', {
    ...payloads.contest,
    contest: { ...payloads.contest.contest, revision },
  });
  io.to(room).emit('standings:updated', payloads.standings);
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

onStopRequest(async () => {
  await io.close();
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
});
