import type http from 'node:http';
import type { Session, SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { Server, Socket } from 'socket.io';
import { findActiveAccount } from '../auth/accounts';
import { meets, type Need, type Requirement } from '../auth/permissions';

/**
 * What a Socket.IO room needs, declared where the room is joined: 'public' (league and
 * contest rooms), or a sign-in kind and ability as for HTTP routes.
 */
export type RoomNeed = 'public' | Need;

/** The need of an admin-only room, e.g. `adminRoom('super-admin')` for 'admin:logs'. */
export function adminRoom(ability: Requirement = true): Need {
  return { kind: 'admin', ability };
}

async function twoFactorConfirmed(knex: Knex, accountId: number): Promise<boolean> {
  const row = await knex('account_two_factor')
    .where({ account_id: accountId })
    .whereNotNull('confirmed_at')
    .first('account_id');
  return row !== undefined;
}

type SessionRequest = http.IncomingMessage & {
  session?: Session & Partial<SessionData>;
  sessionID?: string;
};
type SignedIn = SessionData['account'];

/**
 * The accounts of those sessions that still exist and have not expired, by session id. The
 * handshake's copy of a session lives as long as the socket; the row is what sign-out, a
 * password change and expiry remove.
 */
async function liveSessions(knex: Knex, sids: string[]): Promise<Map<string, SignedIn>> {
  const live = new Map<string, SignedIn>();
  if (sids.length === 0) return live;
  const rows: { sid: string; sess: unknown }[] = await knex('sessions')
    .whereIn('sid', sids)
    .where('expire', '>', knex.fn.now())
    .select('sid', 'sess');
  for (const row of rows) {
    const sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as {
      account?: SignedIn;
    };
    if (sess.account) live.set(row.sid, sess.account);
  }
  return live;
}

/** Whether the signed-in account (re-read now) meets the need: 'ok', 401 or 403. */
async function accountMeets(
  knex: Knex,
  signedIn: SignedIn | undefined,
  need: Need,
): Promise<'ok' | 401 | 403> {
  const account = signedIn ? await findActiveAccount(knex, signedIn.kind, signedIn.id) : null;
  const answer = meets(account ?? undefined, need);
  if (answer !== 'ok') return answer;
  // As over HTTP (twoFactorGate): an admin reaches nothing before confirming a second factor.
  if (account?.kind === 'admin' && !(await twoFactorConfirmed(knex, account.id))) return 403;
  return 'ok';
}

/** The account the socket's session holds now: the handshake's, if that session still lives. */
async function currentAccount(knex: Knex, request: SessionRequest): Promise<SignedIn | undefined> {
  const signedIn = request.session?.account;
  const sid = request.sessionID;
  if (!signedIn || !sid) return undefined;
  const now = (await liveSessions(knex, [sid])).get(sid);
  return now && now.id === signedIn.id && now.kind === signedIn.kind ? now : undefined;
}

/**
 * Joins the socket to the room when the account signed in at the handshake (re-read now, so a
 * disabled account, a removed role or an ended session no longer counts) meets the need;
 * answers like a route: 'ok', 401 or 403. The server alone decides: the client only names what
 * it wants to follow. Needs the session middleware on the Socket.IO engine
 * (createSocketServer's `session`).
 */
export async function joinIfAllowed(
  knex: Knex,
  socket: Pick<Socket, 'request' | 'join'>,
  room: string,
  need: RoomNeed,
): Promise<'ok' | 401 | 403> {
  if (need !== 'public') {
    const signedIn = await currentAccount(knex, socket.request as SessionRequest);
    const answer = await accountMeets(knex, signedIn, need);
    if (answer !== 'ok') return answer;
  }
  await socket.join(room);
  return 'ok';
}

/**
 * Takes out of a private room every socket on this gateway whose session has ended since it
 * joined (signed out, expired, ended by a password change elsewhere) or whose account no longer
 * meets the need (disabled, role lost, second factor reset). Called right before each push to
 * the room, so nothing is pushed to a socket its session would no longer let in (issue 14: a
 * socket opened before sign-out kept receiving the audit log). Private rooms hold a handful
 * of admins, so one query for their sessions and one per account is cheap.
 */
export async function pruneRoom(
  io: Pick<Server, 'of'>,
  knex: Knex,
  room: string,
  need: Need,
): Promise<void> {
  const namespace = io.of('/');
  const ids = namespace.adapter.rooms.get(room);
  if (!ids || ids.size === 0) return;
  const sockets = [...ids].flatMap((id) => namespace.sockets.get(id) ?? []);
  const sids = sockets.flatMap((socket) => (socket.request as SessionRequest).sessionID ?? []);
  const live = await liveSessions(knex, sids);
  const verdicts = new Map<string, Promise<'ok' | 401 | 403>>();
  for (const socket of sockets) {
    const request = socket.request as SessionRequest;
    const signedIn = request.session?.account;
    const now = request.sessionID ? live.get(request.sessionID) : undefined;
    const same = signedIn && now && now.id === signedIn.id && now.kind === signedIn.kind;
    const key = same ? `${now.kind}:${now.id}` : '';
    if (same && !verdicts.has(key)) verdicts.set(key, accountMeets(knex, now, need));
    if (!same || (await verdicts.get(key)) !== 'ok') await socket.leave(room);
  }
}
