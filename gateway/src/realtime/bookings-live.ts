import type http from 'node:http';
import type { Session, SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { rooms, type ChangeNotice, type RecordingBooking } from '@courtside/events';
import { findActiveAccount } from '../auth/accounts';
import { bookingsById } from '../queries/recordings';
import { answerFollow, refusal } from './follow-answer';
import { adminRoom, joinIfAllowed, pruneRoom } from './room-access';
import type { CourtsideIo, CourtsideSocket } from './socket-types';

/** The representative's own columns the room's admission reads. */
type Representative = {
  approved_at: Date | null;
  deleted_at?: Date | null;
  pb_club_id: number | null;
};

type SessionRequest = http.IncomingMessage & { session?: Session & Partial<SessionData> };

const representativeNeed = { kind: 'representative' } as const;
const adminNeed = adminRoom('list.leagues');

/**
 * Recording bookings, live (issue 11). 'follow:bookings' joins the room of the session's club
 * when it is an approved, not deleted representative's, or 'admin:recordings' when it is an
 * admin's with list.leagues: the server picks the room, the client names none. After a batch
 * that changed bookings, they are read again and each club's room hears its own, the admins'
 * room all of them.
 */
export function createBookingsLive(options: { io: CourtsideIo; knex: Knex; logger: Logger }) {
  const { io, knex, logger } = options;
  const previous = new Map<string, string>();
  let queue: Promise<void> = Promise.resolve();

  async function admit(socket: CourtsideSocket) {
    const signedIn = (socket.request as SessionRequest).session?.account;
    if (signedIn?.kind === 'admin') {
      return refusal(await joinIfAllowed(knex, socket, rooms.adminRecordings, adminNeed));
    }
    if (signedIn?.kind !== 'representative') return refusal(signedIn ? 403 : 401);
    const account = (await findActiveAccount(
      knex,
      'representative',
      signedIn.id,
    )) as Representative | null;
    if (!account?.approved_at || account.deleted_at || !account.pb_club_id) return 'unauthorized';
    return refusal(
      await joinIfAllowed(knex, socket, rooms.club(account.pb_club_id), representativeNeed),
    );
  }

  io.on('connection', (socket: CourtsideSocket) => {
    answerFollow(socket, 'follow:bookings', { knex, logger }, () => admit(socket));
  });

  async function emit(room: string, checkpoint: string, bookings: RecordingBooking[]) {
    if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) === 0) return;
    const message = { checkpoint, previous: previous.get(room) ?? null, bookings };
    io.local.to(room).emit('bookings:updated', message);
    previous.set(room, checkpoint);
  }

  async function push(checkpoint: string, ids: number[]): Promise<void> {
    const bookings = await bookingsById(knex, ids);
    const byClub = new Map<number, RecordingBooking[]>();
    for (const booking of bookings) {
      byClub.set(booking.club_id, [...(byClub.get(booking.club_id) ?? []), booking]);
    }
    for (const [clubId, own] of byClub) {
      const room = rooms.club(clubId);
      await pruneRoom(io, knex, room, representativeNeed);
      await emit(room, checkpoint, own);
    }
    await pruneRoom(io, knex, rooms.adminRecordings, adminNeed);
    await emit(rooms.adminRecordings, checkpoint, bookings);
  }

  return {
    /** Pushes the bookings a notice names, one notice after the other. */
    notify(notice: ChangeNotice): void {
      const ids = notice.recordings ?? [];
      if (ids.length === 0) return;
      queue = queue
        .then(() => push(notice.checkpoint, ids))
        .catch((error: unknown) => logger.error({ err: error }, 'bookings push failed'));
    },
    /** Resolves once every queued push is done. */
    async idle(): Promise<void> {
      await queue;
    },
  };
}
