import type { Knex } from 'knex';

/**
 * Ends every session of the account (signed in, or waiting for its second factor) except the
 * one kept, the request's own: after a password change or reset, whoever else knew the old
 * password is signed out. Their sockets leave private rooms before the next push
 * (realtime/room-access.ts pruneRoom). Answers how many sessions ended.
 */
export async function endOtherSessions(
  knex: Knex | Knex.Transaction,
  accountId: number,
  keepSessionId: string,
): Promise<number> {
  const result = await knex.raw<{ rowCount: number }>(
    `DELETE FROM sessions
      WHERE (sess->'account'->>'id' = ? OR sess->'pendingTwoFactor'->>'id' = ?)
        AND sid <> ?`,
    [String(accountId), String(accountId), keepSessionId],
  );
  return result.rowCount;
}
