import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@courtside/events';
import type { TestBrowser } from './browser';

export type GatewaySocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A Socket.IO client to the gateway at `url` in English, with the browser's session if given. */
export function socketFor(url: string, browser?: TestBrowser): GatewaySocket {
  const cookie = browser
    ? [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    : undefined;
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
  });
}

/**
 * A socket to the gateway at `url` carrying the browser's session cookie, once connected,
 * with the reason it is later closed for (`io server disconnect` when the server ends it).
 */
export async function connectedSocket(
  url: string,
  browser: TestBrowser,
): Promise<{ socket: GatewaySocket; disconnected: Promise<string> }> {
  const socket = socketFor(url, browser);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const disconnected = new Promise<string>((resolve) =>
    socket.once('disconnect', (reason) => resolve(reason)),
  );
  return { socket, disconnected };
}
