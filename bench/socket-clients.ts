/**
 * One of the benchmark's socket client processes: connects `count` real socket.io-client
 * sockets to a server, each following a league as the web app does ({ league } over 'follow',
 * acknowledged), and notes when each socket first held each contest revision. The bench asks
 * over IPC for the delivery times of a revision; the clock is the wall clock with
 * sub-millisecond precision, shared by every process of this machine.
 */
import { io, type Socket } from 'socket.io-client';
import { onStopRequest } from './children';
import { wallNow } from './stats';

export type ClientCommand =
  | { type: 'connect'; url: string; leagueId: number; count: number }
  | { type: 'collect'; revision: number; sentAt: number; timeoutMs: number }
  | { type: 'disconnect' };

export type ClientReply =
  | { type: 'connected'; count: number }
  | { type: 'collected'; latencies: number[]; missing: number }
  | { type: 'captured'; contest: unknown; standings: unknown }
  | { type: 'disconnected' };

interface Follower {
  socket: Socket;
  /** revision → wall time it first arrived (a later revision also answers for earlier ones). */
  seen: Map<number, number>;
  latest: number;
}

let followers: Follower[] = [];
let captured: { contest: unknown; standings: unknown } = { contest: null, standings: null };
const reply = (message: ClientReply) => process.send?.(message);

async function connectAll(url: string, leagueId: number, count: number): Promise<void> {
  const connectOne = () =>
    new Promise<Follower>((resolve, reject) => {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
      const follower: Follower = { socket, seen: new Map(), latest: -1 };
      socket.on('contest:updated', (message: { contest: { revision: number } }) => {
        const revision = message.contest.revision;
        if (revision > follower.latest) {
          follower.latest = revision;
          follower.seen.set(revision, wallNow());
        }
        captured.contest ??= message;
      });
      socket.on('standings:updated', (message: unknown) => {
        captured.standings ??= message;
      });
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket.emit('follow', { league: leagueId }, (answer: { ok: boolean; message?: string }) =>
          answer.ok ? resolve(follower) : reject(new Error(answer.message ?? 'follow refused')),
        );
      });
    });
  // A few handshakes at a time: a burst of thousands would time out on two cores.
  for (let done = 0; done < count; done += 25) {
    followers.push(
      ...(await Promise.all(Array.from({ length: Math.min(25, count - done) }, connectOne))),
    );
  }
}

function deliveredAt(follower: Follower, revision: number): number | null {
  let first: number | null = null;
  for (const [seen, at] of follower.seen) {
    if (seen >= revision && (first === null || at < first)) first = at;
  }
  return first;
}

async function collect(revision: number, sentAt: number, timeoutMs: number): Promise<void> {
  const deadline = wallNow() + timeoutMs;
  while (followers.some((f) => f.latest < revision) && wallNow() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const latencies: number[] = [];
  let missing = 0;
  for (const follower of followers) {
    const at = deliveredAt(follower, revision);
    if (at === null) missing += 1;
    else latencies.push(at - sentAt);
    // Older revisions are of no further use.
    for (const seen of follower.seen.keys()) if (seen < revision) follower.seen.delete(seen);
  }
  reply({ type: 'collected', latencies, missing });
}

process.on('message', (raw) => {
  const command = raw as ClientCommand | 'stop' | 'capture';
  if (command === 'stop') return;
  if (command === 'capture') {
    reply({ type: 'captured', ...captured });
    return;
  }
  if (command.type === 'connect') {
    void connectAll(command.url, command.leagueId, command.count).then(
      () => reply({ type: 'connected', count: followers.length }),
      (error: unknown) => {
        console.error('socket client could not connect:', error);
        process.exit(1);
      },
    );
  } else if (command.type === 'collect') {
    void collect(command.revision, command.sentAt, command.timeoutMs);
  } else {
    for (const follower of followers) follower.socket.disconnect();
    followers = [];
    captured = { contest: null, standings: null };
    reply({ type: 'disconnected' });
  }
});
onStopRequest(async () => {
  for (const follower of followers) follower.socket.disconnect();
});
