import type { Knex } from 'knex';

/**
 * Disables an account and ends every session it holds, signed in or waiting for its
 * two-factor code (sessions keep the account id in their JSON). Sockets are the caller's:
 * see the account room in realtime/socket-server.ts. False when no such account exists.
 */
export async function disableAccount(knex: Knex, id: number): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const updated = await trx('accounts')
      .where({ id })
      .update({ disabled_at: trx.raw('coalesce(disabled_at, now())') });
    if (updated === 0) return false;
    await trx.raw(
      `DELETE FROM sessions
        WHERE sess->'account'->>'id' = ? OR sess->'pendingTwoFactor'->>'id' = ?`,
      [String(id), String(id)],
    );
    return true;
  });
}
