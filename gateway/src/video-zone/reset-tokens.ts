import { createHash, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { resetLinkMinutes, type ResetKind } from '../mail/password-reset-mail';
import { endOtherSessions } from '../auth/end-sessions';

/** An account a reset link may be for: active, of the kind the path names. */
export interface ResetTarget {
  id: number;
  email: string;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The active account of this kind and address (any case), or null. */
export async function findResetTarget(
  knex: Knex,
  kind: ResetKind,
  email: string,
): Promise<ResetTarget | null> {
  const row = await knex('accounts')
    .where({ kind })
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .first<ResetTarget | undefined>('id', 'email');
  return row ?? null;
}

/** Keeps the token's hash as the account's one reset link, valid resetLinkMinutes. */
export async function storeResetToken(knex: Knex, accountId: number, token: string): Promise<void> {
  await knex('password_resets')
    .insert({
      account_id: accountId,
      token_hash: sha256(token),
      expires_at: knex.raw(`now() + make_interval(mins => ?)`, [resetLinkMinutes]),
    })
    .onConflict('account_id')
    .merge();
}

/** The hash of the account's reset link while it is valid, or undefined. */
export async function validResetHash(knex: Knex, accountId: number): Promise<string | undefined> {
  const row = await knex('password_resets')
    .where({ account_id: accountId })
    .where('expires_at', '>', knex.fn.now())
    .first<{ token_hash: string } | undefined>('token_hash');
  return row?.token_hash;
}

/**
 * Uses a reset link once: deletes it, sets the new password and ends the account's other
 * sessions (all but `keepSessionId`). False when another request used it first.
 */
export async function useResetToken(
  knex: Knex,
  accountId: number,
  tokenHash: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    // Deleting the row is what makes the token single-use, even for two racing requests.
    const deleted = await trx('password_resets')
      .where({ account_id: accountId, token_hash: tokenHash })
      .delete();
    if (deleted === 0) return false;
    await trx('accounts').where({ id: accountId }).update({ password_hash: passwordHash });
    await endOtherSessions(trx, accountId, keepSessionId);
    return true;
  });
}
