import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Knex } from 'knex';
import type pg from 'pg';
import { prepared } from '@courtside/events/store';
import type { AccountRow } from '../db/tables';
import { accountsWithAccess, toAccountRow, type LoadedRow } from './accounts';
import { officialScopeColumns, rememberScope, type OfficialScopeColumns } from './official-scope';

// Entries are taken by the same request a moment later; a read nobody takes (a socket's
// handshake) is dropped once this many are waiting, oldest first.
const MAX_WAITING = 1000;
// A touch that would move the stored expiry by less than this is skipped: the session then ends
// at most this much sooner than the cookie says, never later.
const TOUCH_AFTER_SECONDS = 60;
// How long a read that found the stored expiry recent answers for the touches after it, its own
// request's and those of the same session's concurrent ones (a page's parallel reads): the
// session then ends at most TOUCH_AFTER_SECONDS plus this sooner than the cookie says.
const FRESH_FOR_MS = 10_000;

/** Sets `key` as the newest entry of `map`, dropping the oldest past MAX_WAITING. */
function keepBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_WAITING) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

type Row = LoadedRow & {
  session_data: SessionData | string;
  session_fresh: boolean;
} & OfficialScopeColumns;

/**
 * connect-pg-simple's store (the `sessions` table) whose read is one statement that also loads
 * the signed-in account with its roles and abilities (taken by `sessionAccount` through
 * {@link SessionAccountStore.takeAccount}), and whose touch is skipped while the stored
 * expiry is recent. An expired, missing or disabled account reads exactly as before.
 */
export function createSessionStore(options: {
  pool: pg.Pool;
  knex: Knex;
  lifetimeMs: number;
  errorLog: (...args: unknown[]) => void;
}) {
  const PgStore = connectPgSimple(session);
  // The account whose id and kind the session names, built by the one reader of accounts.
  const account = accountsWithAccess(options.knex)
    .whereRaw(`a.id = (s.sess->'account'->>'id')::int`)
    .whereRaw(`a.kind = s.sess->'account'->>'kind'`)
    .whereNull('a.disabled_at')
    .toQuery();
  // An official's scope comes in the same statement (issue 13: the session, account and scope
  // checks of a score save cost one round trip), read fresh on every request like the account.
  // Every signed-in request sends it, so it is prepared: its planning cost more than its run.
  const read = `SELECT acc.*, s.sess AS session_data,
         s.expire >= to_timestamp($3) AS session_fresh,
         ${officialScopeColumns('acc')}
    FROM sessions s LEFT JOIN LATERAL (${account}) acc ON true
   WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

  class SessionAccountStore extends PgStore {
    /** The account each session's read found (null when none is active), until taken. */
    private readonly loaded = new Map<string, AccountRow | null>();
    /** When a read last found each session's stored expiry recent (ms). */
    private readonly freshSeen = new Map<string, number>();

    override get(sid: string, callback: (error: unknown, data?: SessionData | null) => void): void {
      const now = Math.ceil(Date.now() / 1000);
      const freshAfter = now + Math.floor(options.lifetimeMs / 1000) - TOUCH_AFTER_SECONDS;
      options.pool.query<Row>(prepared(read, [sid, now, freshAfter])).then(
        ({ rows }) => {
          const row = rows[0];
          if (!row) {
            callback(null, null);
            return;
          }
          const {
            session_data: data,
            session_fresh: fresh,
            scope_leagues: leagues,
            scope_contests: contests,
            ...accountColumns
          } = row;
          const account = accountColumns.id === null ? null : toAccountRow(accountColumns);
          if (account && leagues && contests) rememberScope(account, { leagues, contests });
          keepBounded(this.loaded, sid, account);
          if (fresh) keepBounded(this.freshSeen, sid, Date.now());
          else this.freshSeen.delete(sid);
          try {
            callback(null, typeof data === 'string' ? (JSON.parse(data) as SessionData) : data);
          } catch {
            this.destroy(sid, (error) => callback(error));
          }
        },
        (error: unknown) => callback(error),
      );
    }

    override touch(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
      this.loaded.delete(sid);
      if ((this.freshSeen.get(sid) ?? 0) >= Date.now() - FRESH_FOR_MS) {
        callback?.();
        return;
      }
      super.touch(sid, data, callback);
    }

    /**
     * The account the request's session read found (undefined when this request read no
     * session, so the caller looks it up itself). Each read is taken once.
     */
    takeAccount(sid: string): AccountRow | null | undefined {
      const account = this.loaded.get(sid);
      this.loaded.delete(sid);
      return account;
    }
  }

  return new SessionAccountStore({
    pool: options.pool,
    tableName: 'sessions',
    errorLog: options.errorLog,
  });
}

export type SessionAccountStore = ReturnType<typeof createSessionStore>;
