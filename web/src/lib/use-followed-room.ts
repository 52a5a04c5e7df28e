import type { ClientToServerEvents, FollowAck, ServerToClientEvents } from '@courtside/events';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { FOLLOW_ACK_TIMEOUT_MS, SOCKET_PATH } from '../config/constants';
import { followRetryDelayMs } from './live-sync';

export type FollowedRoomStatus = 'connecting' | 'live' | 'offline' | 'denied';

/** The follow messages that take only an ack: the server picks the room from the session. */
export type SessionFollowEvent = {
  [K in keyof ClientToServerEvents]: ClientToServerEvents[K] extends (
    ack: (answer: FollowAck) => void,
  ) => void
    ? K
    : never;
}[keyof ClientToServerEvents];

export type PushMessage<E extends keyof ServerToClientEvents> = Parameters<
  ServerToClientEvents[E]
>[0];

/**
 * Follows one room whose access the server decides from the session (the admins' audit log,
 * the dashboard). The server reads who we are at the handshake, so this opens its own
 * connection now that the user is signed in, rather than reusing the public one opened before
 * sign-in. `onPush` gets each `push` message; `onResync` runs after a reconnect or a lost ack,
 * when pushes may have been missed and the screen should refetch over HTTP.
 */
export function useFollowedRoom<E extends keyof ServerToClientEvents>(options: {
  follow: SessionFollowEvent;
  push: E;
  onPush(message: PushMessage<E>): void;
  onResync(): void;
}): FollowedRoomStatus {
  const [status, setStatus] = useState<FollowedRoomStatus>('connecting');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { follow, push } = options;

  useEffect(() => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path: SOCKET_PATH,
      withCredentials: true,
      forceNew: true,
    });
    let connectedBefore = false;
    // A lost ack says nothing about the connection: pushes may have been missed, so the screen
    // refetches, and the follow is asked again while the socket is still up.
    let retry: ReturnType<typeof setTimeout> | undefined;
    const followRoom = (reconnected: boolean, attempt = 0) => {
      socket
        .timeout(FOLLOW_ACK_TIMEOUT_MS)
        .emitWithAck(follow)
        .then((ack: FollowAck) => {
          // The server's own trouble (its database), not a refusal: not denied, asked again.
          if (!ack.ok && ack.retry) {
            setStatus('connecting');
            retry = setTimeout(() => {
              if (socket.connected) followRoom(true, attempt + 1);
            }, followRetryDelayMs(attempt));
            return;
          }
          setStatus(ack.ok ? 'live' : 'denied');
          if (ack.ok && reconnected) latest.current.onResync();
        })
        .catch(() => {
          latest.current.onResync();
          if (socket.connected) followRoom(true);
        });
    };
    socket.on('connect', () => {
      const reconnected = connectedBefore;
      connectedBefore = true;
      followRoom(reconnected);
    });
    socket.on('disconnect', () => setStatus('offline'));
    socket.on('connect_error', () => setStatus('offline'));
    // socket.io's typings cannot tie a generic event name to its listener's parameter.
    const listen = socket.on.bind(socket) as (
      event: E,
      listener: (message: PushMessage<E>) => void,
    ) => void;
    listen(push, (message) => latest.current.onPush(message));
    return () => {
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [follow, push]);

  return status;
}
