import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { adminRoom, joinIfAllowed } from '../src/index';
import { startGateway, type RunningGateway } from './harness';

let running: RunningGateway;
const clients: Socket[] = [];

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await running.close();
});

/** Connects a real client (with the browser's cookies, if any) and returns its server side. */
async function connected(cookies?: Map<string, string>) {
  const cookie = cookies ? [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  const client = connect(running.url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  const server = running.gateway.io.of('/').sockets.get(client.id ?? '');
  if (!server) throw new Error('server socket not found');
  return server;
}

describe('when a room is public', () => {
  it('lets anyone join', async () => {
    const socket = await connected();
    expect(await joinIfAllowed(running.knex, socket, 'league:1', 'public')).toBe('ok');
    expect(socket.rooms.has('league:1')).toBe(true);
  });
});

describe('when a room is for admins', () => {
  it('keeps a socket without a session out with 401', async () => {
    const socket = await connected();
    const answer = await joinIfAllowed(
      running.knex,
      socket,
      'admin:logs',
      adminRoom('super-admin'),
    );
    expect(answer).toBe(401);
    expect(socket.rooms.has('admin:logs')).toBe(false);
  });
});
