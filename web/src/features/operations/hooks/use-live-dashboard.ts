import type {
  ClientToServerEvents,
  DashboardUpdatedMessage,
  ServerToClientEvents,
} from '@courtside/events';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../config/constants';

export type DashboardLiveStatus = 'connecting' | 'live' | 'offline' | 'denied';

/**
 * Follows the admins' dashboard room. The server reads who we are from the session at the
 * handshake, so this opens its own connection now that the admin is signed in. `onUpdated`
 * gets each push (the whole dashboard); `onResync` runs after a reconnect or a lost ack.
 */
export function useLiveDashboard(handlers: {
  onUpdated(message: DashboardUpdatedMessage): void;
  onResync(): void;
}): DashboardLiveStatus {
  const [status, setStatus] = useState<DashboardLiveStatus>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      path: SOCKET_PATH,
      withCredentials: true,
      forceNew: true,
    });
    let connectedBefore = false;
    socket.on('connect', () => {
      const reconnected = connectedBefore;
      connectedBefore = true;
      socket
        .timeout(5000)
        .emitWithAck('follow:dashboard')
        .then((ack) => {
          setStatus(ack.ok ? 'live' : 'denied');
          if (ack.ok && reconnected) latest.current.onResync();
        })
        .catch(() => {
          setStatus('offline');
          latest.current.onResync();
        });
    });
    socket.on('disconnect', () => setStatus('offline'));
    socket.on('connect_error', () => setStatus('offline'));
    socket.on('dashboard:updated', (message) => latest.current.onUpdated(message));
    return () => {
      socket.disconnect();
    };
  }, []);

  return status;
}
