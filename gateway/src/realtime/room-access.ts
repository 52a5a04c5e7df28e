import type http from 'node:http';
import type { Session, SessionData } from 'express-session';
import type { Knex } from 'knex';
import type { Socket } from 'socket.io';
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

type SessionRequest = http.IncomingMessage & { session?: Session & Partial<SessionData> };

/**
 * Joins the socket to the room when the account signed in at the handshake (re-read now, so a
 * disabled account or a removed role no longer counts) meets the need; answers like a route:
 * 'ok', 401 or 403. The server alone decides: the client only names what it wants to follow.
 * Needs the session middleware on the Socket.IO engine (createSocketServer's `session`).
 */
export async function joinIfAllowed(
  knex: Knex,
  socket: Pick<Socket, 'request' | 'join'>,
  room: string,
  need: RoomNeed,
): Promise<'ok' | 401 | 403> {
  if (need !== 'public') {
    const signedIn = (socket.request as SessionRequest).session?.account;
    const account = signedIn
      ? await findActiveAccount(knex, signedIn.kind, signedIn.id)
      : undefined;
    const answer = meets(account ?? undefined, need);
    if (answer !== 'ok') return answer;
    // As over HTTP (twoFactorGate): an admin reaches nothing before confirming a second factor.
    if (account?.kind === 'admin' && !(await twoFactorConfirmed(knex, account.id))) return 403;
  }
  await socket.join(room);
  return 'ok';
}
