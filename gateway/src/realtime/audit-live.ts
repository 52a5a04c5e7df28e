import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { rooms, type ChangeNotice } from '@courtside/events';
import { superAdminRole } from '../auth/roles';
import { auditRowsBetween } from '../queries/audit-log';
import { answerFollow, refusal } from './follow-answer';
import { adminRoom, joinIfAllowed, pruneRoom } from './room-access';
import type { CourtsideIo, CourtsideSocket } from './socket-types';

/** Rows one push carries; a bigger batch (a bulk import) says so and the screen refetches. */
const maxRowsPerPush = 200;

/**
 * The live audit log: a socket asking 'follow:logs' joins 'admin:logs' only when the session
 * its handshake carried belongs to a still active super-admin; after each projection batch
 * that appended audit rows, those rows go to that room on this gateway (every gateway hears
 * the notice itself, so io.local). The session is the one the engine read at the handshake.
 */
export function createAuditLive(options: { io: CourtsideIo; knex: Knex; logger: Logger }) {
  const { io, knex, logger } = options;
  const room = rooms.adminLogs;
  let previous: string | null = null;
  let queue: Promise<void> = Promise.resolve();

  io.on('connection', (socket: CourtsideSocket) => {
    answerFollow(socket, 'follow:logs', { knex, logger }, async () =>
      refusal(await joinIfAllowed(knex, socket, room, adminRoom(superAdminRole))),
    );
  });

  async function push(from: string, checkpoint: string): Promise<void> {
    await pruneRoom(io, knex, room, adminRoom(superAdminRole));
    if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) === 0) return;
    const rows = await auditRowsBetween(knex, from, checkpoint, maxRowsPerPush + 1);
    const complete = rows.length <= maxRowsPerPush;
    io.local.to(room).emit('audit:appended', {
      checkpoint,
      previous,
      rows: rows.slice(0, maxRowsPerPush),
      complete,
    });
    previous = checkpoint;
  }

  return {
    /** Pushes the rows a notice announces, in notice order. */
    notify(notice: ChangeNotice): void {
      const audit = notice.audit;
      if (!audit) return;
      queue = queue
        .then(() => push(audit.from, notice.checkpoint))
        .catch((error: unknown) => logger.error({ err: error }, 'audit push failed'));
    },
    /** Resolves once every queued push is done (for a clean shutdown). */
    idle(): Promise<void> {
      return queue;
    },
  };
}
