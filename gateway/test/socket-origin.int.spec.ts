import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startGateway, type RunningGateway } from './harness';

// Issue 14: the Socket.IO handshake accepted any Origin, so another site's page could open a
// socket riding the visitor's cookies. Browsers always send Origin on a WebSocket.

let running: RunningGateway;
const opened: Socket[] = [];

beforeAll(async () => {
  running = await startGateway({ config: { appUrl: 'https://courtside.test' } });
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await running.close();
});

/** Connects with the Origin given (none when undefined); resolves 'connected' or the error. */
function handshake(origin?: string): Promise<string> {
  const socket = connect(running.url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  opened.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });
}

describe('when a socket opens the handshake', () => {
  it('refuses a foreign Origin', async () => {
    expect(await handshake('https://evil.example')).toMatch(/^refused/);
    expect(await handshake('null')).toMatch(/^refused/);
  });

  it('accepts the gateway’s own origin and the configured web app origin', async () => {
    expect(await handshake(running.url)).toBe('connected');
    expect(await handshake('https://courtside.test')).toBe('connected');
  });

  it('accepts a client that sends no Origin (a server-side consumer, not a browser)', async () => {
    expect(await handshake()).toBe('connected');
  });
});
