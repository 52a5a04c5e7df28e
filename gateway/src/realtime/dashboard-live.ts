import type http from 'node:http';
import type { Session, SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { type Clock, rooms, type ChangeNotice } from '@courtside/events';
import { dashboard } from '../queries/dashboard';
import { answerFollow, refusal } from './follow-answer';
import { adminRoom, joinIfAllowed, pruneRoom } from './room-access';
import type { CourtsideIo, CourtsideSocket } from './socket-types';

type SessionRequest = http.IncomingMessage & { session?: Session & Partial<SessionData> };

/**
 * The live operations dashboard: a socket asking 'follow:dashboard' joins 'admin:dashboard'
 * only when its handshake session belongs to a still active admin. After a projection batch
 * that changed contests, leagues or the audit log, the whole dashboard is read again and sent
 * to that room on this gateway (every gateway hears the notice itself, so io.local). Notices
 * arriving while a read runs fold into one more read, so a burst costs two reads, not one each.
 */
export function createDashboardLive(options: {
  io: CourtsideIo;
  knex: Knex;
  logger: Logger;
  clock: Clock;
}) {
  const { io, knex, logger, clock } = options;
  const room = rooms.adminDashboard;
  let previous: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function twoFactorConfirmed(socket: CourtsideSocket): Promise<boolean> {
    const account = (socket.request as SessionRequest).session?.account;
    if (account?.kind !== 'admin') return true; // joinIfAllowed answers everyone else
    const confirmed = await knex('account_two_factor')
      .where({ account_id: account.id })
      .whereNotNull('confirmed_at')
      .first('account_id');
    return confirmed !== undefined;
  }

  io.on('connection', (socket: CourtsideSocket) => {
    answerFollow(socket, 'follow:dashboard', { knex, logger }, async () => {
      // As over HTTP (twoFactorGate): an admin who has not confirmed 2FA sees nothing yet.
      if (!(await twoFactorConfirmed(socket))) return 'twoFactorRequired';
      return refusal(await joinIfAllowed(knex, socket, room, adminRoom()));
    });
  });

  async function push(checkpoint: string): Promise<void> {
    await pruneRoom(io, knex, room, adminRoom());
    if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) === 0) return;
    const body = await dashboard(knex, clock());
    io.local.to(room).emit('dashboard:updated', { checkpoint, previous, dashboard: body });
    previous = checkpoint;
  }

  function run(checkpoint: string): void {
    running = push(checkpoint)
      .catch((error: unknown) => logger.error({ err: error }, 'dashboard push failed'))
      .then(() => {
        running = null;
        if (again) {
          again = false;
          run(latest);
        }
      });
  }

  let latest = '0:0';

  return {
    /** Reads and pushes the dashboard again when the notice touched what it shows. */
    notify(notice: ChangeNotice): void {
      const relevant =
        notice.all || notice.contests.length > 0 || notice.leagues.length > 0 || !!notice.audit;
      if (!relevant) return;
      latest = notice.checkpoint;
      if (running) again = true;
      else run(notice.checkpoint);
    },
    /** Resolves once the running push (and the one queued behind it) is done. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
