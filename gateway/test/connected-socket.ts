import { io as connect, type Socket } from 'socket.io-client';
import type { TestBrowser } from './browser';

/**
 * A socket to the gateway at `url` carrying the browser's session cookie, once connected,
 * with the reason it is later closed for (`io server disconnect` when the server ends it).
 */
export async function connectedSocket(
  url: string,
  browser: TestBrowser,
): Promise<{ socket: Socket; disconnected: Promise<string> }> {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const disconnected = new Promise<string>((resolve) =>
    socket.once('disconnect', (reason) => resolve(reason)),
  );
  return { socket, disconnected };
}
