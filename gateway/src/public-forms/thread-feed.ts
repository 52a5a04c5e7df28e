import type { ThreadOpenedMessage } from '@courtside/events';

/**
 * Where the contact route says a thread was opened and the socket side listens, so the route
 * needs no Socket.IO server (built after the app) and the socket side no HTTP.
 */
export interface ThreadFeed {
  opened(message: ThreadOpenedMessage): void;
  subscribe(listener: (message: ThreadOpenedMessage) => void): void;
}

export function createThreadFeed(): ThreadFeed {
  const listeners: ((message: ThreadOpenedMessage) => void)[] = [];
  return {
    opened: (message) => listeners.forEach((listener) => listener(message)),
    subscribe: (listener) => void listeners.push(listener),
  };
}
