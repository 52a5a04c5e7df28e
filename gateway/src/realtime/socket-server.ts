import type http from 'node:http';
import type { RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import { rooms, type FollowAck } from '@courtside/events';
import { localeFromHeader, translate } from '../i18n';
import { currentCheckpoint } from '../queries/checkpoints';
import { findPublicContest } from '../queries/contests';
import { findPublicLeague } from '../queries/leagues';
import { adapterPool } from './adapter-pool';
import { joinIfAllowed } from './room-access';
import type { CourtsideIo, CourtsideSocket } from './socket-types';

export type { CourtsideIo } from './socket-types';

// A page follows a league or a handful of contests; more than this is not a browser's doing.
const maxRoomsPerSocket = 100;

type Target = { kind: 'league' | 'contest'; id: number };

/** The follow target, or null for anything that is not exactly { league: id } or { contest: id }. */
export function parseTarget(value: unknown): Target | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [key, id] = entries[0] ?? [];
  if ((key !== 'league' && key !== 'contest') || !Number.isSafeInteger(id)) return null;
  if (typeof id !== 'number' || id < 1 || id > 2_147_483_647) return null;
  return { kind: key, id };
}

/** The room of every socket signed in as this account, so disabling it can end them all. */
export const accountRoom = (id: number) => `account:${id}`;

type SessionRequest = http.IncomingMessage & { session?: Session & Partial<SessionData> };

const roomOf = (target: Target) =>
  target.kind === 'league' ? rooms.league(target.id) : rooms.contest(target.id);

/**
 * Whether a Socket.IO handshake may go on, by its Origin header. A browser always names the
 * page's origin on a WebSocket and on a cross-origin request, so a foreign Origin is another
 * site's page riding the visitor's cookies (cross-site WebSocket hijacking): refused. Same
 * origin (the Origin's host is the Host the request came to) and the configured web app
 * origins pass. No Origin at all passes: browsers omit it only on same-origin polling
 * requests, and server-side clients (scoreboards, tests) send none and carry no victim's
 * cookie.
 */
export function originAllowed(
  request: Pick<http.IncomingMessage, 'headers'>,
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const parsed = URL.canParse(origin) ? new URL(origin) : null;
  if (!parsed || parsed.host === '') return false;
  const named = (allowed: string) =>
    URL.canParse(allowed) && new URL(allowed).origin === parsed.origin;
  return allowedOrigins.some(named) || parsed.host === request.headers.host;
}

/**
 * Creates the Socket.IO server on the HTTP server, shared with other gateways through PostgreSQL.
 * After io.close(), call releaseAdapterClients() so a LISTEN client the adapter was still
 * setting up goes back to the pool (see adapter-pool.ts).
 */
export function createSocketServer(options: {
  server: http.Server;
  knex: Knex;
  pool: pg.Pool;
  logger: Logger;
  /** express-session, read at the handshake to know who is signed in. */
  session?: RequestHandler;
  /** Origins besides the gateway's own whose pages may open a socket (the web app's). */
  allowedOrigins?: readonly string[];
}): { io: CourtsideIo; releaseAdapterClients(): void } {
  const { knex, logger } = options;
  const allowedOrigins = options.allowedOrigins ?? [];
  const io: CourtsideIo = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => callback(null, originAllowed(req, allowedOrigins)),
  });
  const adapterClients = adapterPool(options.pool, (error) =>
    logger.warn({ err: error }, 'socket.io adapter connection lost; reconnecting'),
  );
  io.adapter(
    createAdapter(adapterClients.pool, {
      errorHandler: (error) => logger.warn({ err: error }, 'socket.io adapter error'),
    }),
  );

  const session = options.session;
  if (session) {
    // Only the handshake: later polling requests of the same socket need no session.
    io.engine.use(
      (req: SessionRequest & { _query?: { sid?: string } }, res: unknown, next: () => void) => {
        if (req._query?.sid === undefined) {
          (session as unknown as (q: unknown, s: unknown, n: () => void) => void)(req, res, next);
        } else next();
      },
    );
  }

  io.on('connection', (socket: CourtsideSocket) => {
    const signedIn = (socket.request as SessionRequest).session?.account;
    if (signedIn) void socket.join(accountRoom(signedIn.id));
    const locale = localeFromHeader(socket.handshake.headers['accept-language']);
    const fail = (key: 'invalid' | 'notFound' | 'somethingWrong'): FollowAck => ({
      ok: false,
      message: translate(locale, key),
      // The database failed us, not the target: the client follows again (web/src/lib/socket.ts).
      ...(key === 'somethingWrong' ? { retry: true } : {}),
    });
    // Acks are optional for a client and may be anything; never let that throw.
    const answer = (ack: unknown, reply: FollowAck) => {
      if (typeof ack === 'function') (ack as (reply: FollowAck) => void)(reply);
    };

    socket.on('follow', async (value: unknown, ack: unknown) => {
      try {
        const target = parseTarget(value);
        if (!target || socket.rooms.size > maxRoomsPerSocket) return answer(ack, fail('invalid'));
        const exists =
          target.kind === 'league'
            ? await findPublicLeague(knex, target.id)
            : await findPublicContest(knex, target.id);
        if (!exists) return answer(ack, fail('notFound'));
        // Join before reading the checkpoint: any push after it reaches this socket, so the
        // ack never claims a checkpoint older than one the socket might miss.
        await joinIfAllowed(knex, socket, roomOf(target), 'public');
        answer(ack, { ok: true, checkpoint: await currentCheckpoint(knex) });
      } catch (error) {
        logger.error({ err: error }, 'follow failed');
        answer(ack, fail('somethingWrong'));
      }
    });

    socket.on('unfollow', async (value: unknown, ack: unknown) => {
      try {
        const target = parseTarget(value);
        if (!target) return answer(ack, fail('invalid'));
        await socket.leave(roomOf(target));
        answer(ack, { ok: true, checkpoint: await currentCheckpoint(knex) });
      } catch (error) {
        logger.error({ err: error }, 'unfollow failed');
        answer(ack, fail('somethingWrong'));
      }
    });
  });

  return { io, releaseAdapterClients: adapterClients.close };
}
