import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import {
  rooms,
  type ClientToServerEvents,
  type FollowAck,
  type ServerToClientEvents,
} from '@courtside/events';
import { superAdminRole } from '../auth/roles';
import { localeFromHeader, translate } from '../i18n';
import { adminRoom, joinIfAllowed, pruneRoom } from '../realtime/room-access';
import type { ThreadFeed } from './thread-feed';

type Io = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * New contact threads, live: a socket asking 'follow:threads' joins 'admin:threads' only when its
 * session is a still active super-admin's; each thread opened on any gateway goes to that room
 * through the Socket.IO adapter (io.to, not io.local), so every gateway's super-admins see it.
 */
export function attachThreadsLive(options: {
  io: Io;
  knex: Knex;
  logger: Logger;
  feed: ThreadFeed;
}): void {
  const { io, knex, logger, feed } = options;
  const room = rooms.adminThreads;
  const need = adminRoom(superAdminRole);
  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    socket.on('follow:threads', async (ack: unknown) => {
      const answer = (reply: FollowAck) => {
        if (typeof ack === 'function') (ack as (reply: FollowAck) => void)(reply);
      };
      const locale = localeFromHeader(socket.handshake.headers['accept-language']);
      try {
        const allowed = await joinIfAllowed(knex, socket, room, need);
        if (allowed !== 'ok') {
          const key = allowed === 401 ? 'unauthenticated' : 'unauthorized';
          return answer({ ok: false, message: translate(locale, key) });
        }
        answer({ ok: true, checkpoint: null });
      } catch (error) {
        logger.error({ err: error }, 'follow:threads failed');
        answer({ ok: false, message: translate(locale, 'somethingWrong'), retry: true });
      }
    });
  });
  feed.subscribe((message) => {
    // Sockets whose session ended since they joined leave first (see pruneRoom).
    pruneRoom(io, knex, room, need)
      .then(() => io.to(room).emit('thread:opened', message))
      .catch((error: unknown) => logger.warn({ err: error }, 'thread push failed'));
  });
}
