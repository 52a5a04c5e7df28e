import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { adminRoom, joinIfAllowed } from '../src/index';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
const clients: Socket[] = [];

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await running.close();
});

// Needs the session middleware on the Socket.IO engine (createSocketServer's `session`).

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

describe('when a signed-in socket asks for an admin room', () => {
  it('keeps an official and an admin without the role out with 403', async () => {
    const official = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    const officialSocket = await connected(official.browser.cookies);
    expect(await joinIfAllowed(running.knex, officialSocket, 'admin:logs', adminRoom())).toBe(403);

    const admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
    const adminSocket = await connected(admin.browser.cookies);
    const need = adminRoom('super-admin');
    expect(await joinIfAllowed(running.knex, adminSocket, 'admin:logs', need)).toBe(403);
    expect(adminSocket.rooms.has('admin:logs')).toBe(false);
  });

  it('lets the super-admin join', async () => {
    const admin = await newSignedIn(running.url, running.knex, 'admin', ['super-admin']);
    const socket = await connected(admin.browser.cookies);
    const answer = await joinIfAllowed(
      running.knex,
      socket,
      'admin:logs',
      adminRoom('super-admin'),
    );
    expect(answer).toBe('ok');
    expect(socket.rooms.has('admin:logs')).toBe(true);
  });
});
