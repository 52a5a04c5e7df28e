import type {
  AuditAppendedMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@courtside/events';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../config/constants';

export type LogsLiveStatus = 'connecting' | 'live' | 'offline' | 'denied';

/**
 * Follows the super-admins' audit room. The server reads who we are from the session at the
 * handshake, so this opens its own connection now that the admin is signed in, rather than
 * reusing the public one opened before sign-in. `onAppended` gets each push; `onResync` is
 * called after a reconnect, when pushes may have been missed.
 */
export function useLiveLogs(handlers: {
  onAppended(message: AuditAppendedMessage): void;
  onResync(): void;
}): LogsLiveStatus {
  const [status, setStatus] = useState<LogsLiveStatus>('connecting');
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
        .emitWithAck('follow:logs')
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
    socket.on('audit:appended', (message) => latest.current.onAppended(message));
    return () => {
      socket.disconnect();
    };
  }, []);

  return status;
}
