import { randomBytes } from 'node:crypto';
import { hash, verify as verifyHash } from '@node-rs/argon2';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { decryptSecret, encryptSecret } from './totp-secret';

/** account_two_factor: the encrypted seed; pg returns bigint as text. */
export interface TwoFactorRow {
  account_id: number;
  secret_ciphertext: string;
  confirmed_at: Date | null;
  last_time_step: string | null;
  created_at: Date;
}

/** What the client needs to pick a screen: enrolment, code entry, or none. */
export interface TwoFactorStatus {
  enabled: boolean;
  confirmed: boolean;
  pending: boolean;
}

const issuer = 'Courtside';
const recoveryCodeCount = 8;
// One 30-second step either side, for phones whose clocks drift a little.
const epochTolerance = 30;

export async function twoFactorOf(knex: Knex, accountId: number): Promise<TwoFactorRow | null> {
  const row = await knex<TwoFactorRow>('account_two_factor')
    .where({ account_id: accountId })
    .first();
  return row ?? null;
}

export function twoFactorStatus(row: TwoFactorRow | null, pending = false): TwoFactorStatus {
  return { enabled: row !== null, confirmed: row?.confirmed_at != null, pending };
}

/**
 * Starts (or restarts) enrolment: a new seed, stored encrypted and unconfirmed; old recovery
 * codes go. The seed is returned once, for the QR code and manual entry, and never logged.
 */
export async function startEnrolment(
  knex: Knex,
  key: Buffer,
  account: { id: number; email: string },
): Promise<{ secret: string; qrCodeSvg: string }> {
  const secret = generateSecret();
  await knex.transaction(async (trx) => {
    await trx('account_two_factor')
      .insert({
        account_id: account.id,
        secret_ciphertext: encryptSecret(key, account.id, secret),
        confirmed_at: null,
        last_time_step: null,
      })
      .onConflict('account_id')
      .merge();
    await trx('account_recovery_codes').where({ account_id: account.id }).delete();
  });
  const uri = generateURI({ issuer, label: account.email, secret });
  const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return { secret, qrCodeSvg };
}

/**
 * Accepts a TOTP code at most once: it must match a step near now that is later than the
 * last accepted one, and claiming that step is a conditional update, so two requests racing
 * with the same code cannot both win.
 */
export async function acceptCode(
  knex: Knex,
  key: Buffer,
  accountId: number,
  code: string,
): Promise<boolean> {
  const row = await twoFactorOf(knex, accountId);
  if (!row || !/^\d{6}$/.test(code)) return false;
  const lastStep = row.last_time_step === null ? undefined : Number(row.last_time_step);
  const result = await verify({
    secret: decryptSecret(key, accountId, row.secret_ciphertext),
    token: code,
    epochTolerance,
    afterTimeStep: lastStep,
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await knex('account_two_factor')
    .where({ account_id: accountId })
    .andWhere((q) => q.whereNull('last_time_step').orWhere('last_time_step', '<', result.timeStep))
    .update({ last_time_step: result.timeStep });
  return claimed === 1;
}

function newRecoveryCode(): string {
  return `${randomBytes(5).toString('hex')}-${randomBytes(5).toString('hex')}`;
}

/** Confirms enrolment with a first code; returns the recovery codes, the only time they exist in plain text. */
export async function confirmEnrolment(
  knex: Knex,
  key: Buffer,
  accountId: number,
  code: string,
): Promise<string[] | null> {
  if (!(await acceptCode(knex, key, accountId, code))) return null;
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hash(c)));
  await knex.transaction(async (trx) => {
    await trx('account_two_factor')
      .where({ account_id: accountId })
      .update({ confirmed_at: trx.fn.now() });
    await trx('account_recovery_codes').where({ account_id: accountId }).delete();
    await trx('account_recovery_codes').insert(
      hashes.map((code_hash) => ({ account_id: accountId, code_hash })),
    );
  });
  return codes;
}

/** Spends one unused recovery code; a code works once. */
export async function useRecoveryCode(
  knex: Knex,
  accountId: number,
  given: string,
): Promise<boolean> {
  const normalised = given.trim().toLowerCase();
  if (!/^[0-9a-f]{10}-[0-9a-f]{10}$/.test(normalised)) return false;
  const unused: { id: number; code_hash: string }[] = await knex('account_recovery_codes')
    .where({ account_id: accountId })
    .whereNull('used_at')
    .select('id', 'code_hash');
  for (const row of unused) {
    if (await verifyHash(row.code_hash, normalised)) {
      const spent = await knex('account_recovery_codes')
        .where({ id: row.id })
        .whereNull('used_at')
        .update({ used_at: knex.fn.now() });
      return spent === 1;
    }
  }
  return false;
}

/** Turns 2FA off for an account (disable with a code, or a super-admin's reset). */
export async function removeTwoFactor(knex: Knex, accountId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('account_recovery_codes').where({ account_id: accountId }).delete();
    await trx('account_two_factor').where({ account_id: accountId }).delete();
  });
}
