import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';
import type { AccountRow } from '../db/tables';

/** Sign-in kinds; each has its own login route and session. */
export type AccountKind = AccountRow['kind'];

/** What createAccount needs; the password is hashed here and never stored as given. */
export interface NewAccount {
  kind: AccountKind;
  email: string;
  name: string;
  password: string;
  roles?: string[];
  permissions?: string[];
}

/** The answer of a sign-in or "who am I" call (spec: user, permissions, roles). */
export interface AccountAnswer {
  user: {
    id: number;
    email: string;
    name: string;
    avatar: string | null;
    deleted_at: string | null;
  };
  permissions: string[];
  roles: string[];
}

// Algorithm 2 is Argon2id, the library default; the const enum cannot be imported under
// isolatedModules, so the default is relied on and this options object stays empty.
const hashOptions = {};

/** Creates an account (for the demo seeder and tests); returns its id. */
export async function createAccount(knex: Knex, account: NewAccount): Promise<{ id: number }> {
  const [row] = await knex<AccountRow>('accounts')
    .insert({
      kind: account.kind,
      email: account.email.trim(),
      name: account.name,
      password_hash: await hash(account.password, hashOptions),
      roles: account.roles ?? [],
      permissions: account.permissions ?? [],
    })
    .returning('id');
  if (!row) throw new Error('account insert returned nothing');
  return { id: row.id };
}

let dummyHash: Promise<string> | undefined;

/**
 * The active account of a kind whose password matches, else null. An unknown email still
 * costs one hash verification, so response time does not reveal which emails exist.
 */
export async function verifyCredentials(
  knex: Knex,
  kind: AccountKind,
  email: string,
  password: string,
): Promise<AccountRow | null> {
  const account = await knex<AccountRow>('accounts')
    .where({ kind })
    .whereRaw('lower(email) = lower(?)', [email.trim()])
    .first();
  if (!account) {
    dummyHash ??= hash('courtside-no-such-account', hashOptions);
    await verify(await dummyHash, password);
    return null;
  }
  const matches = await verify(account.password_hash, password);
  if (!matches || account.disabled_at !== null) return null;
  return account;
}

/** An active account by id and kind, or null (unknown, other kind, or disabled since). */
export async function findActiveAccount(
  knex: Knex,
  kind: AccountKind,
  id: number,
): Promise<AccountRow | null> {
  const account = await knex<AccountRow>('accounts')
    .where({ id, kind })
    .whereNull('disabled_at')
    .first();
  return account ?? null;
}

/** Records sign-in activity for the admin's user list ("last activity"). */
export async function touchAccount(knex: Knex, id: number): Promise<void> {
  await knex<AccountRow>('accounts').where({ id }).update({ last_activity_at: knex.fn.now() });
}

/** The public answer for an account; avatar is null so the web draws initials. */
export function toAccountAnswer(account: AccountRow): AccountAnswer {
  return {
    user: {
      id: account.id,
      email: account.email,
      name: account.name,
      avatar: null,
      deleted_at: account.disabled_at ? account.disabled_at.toISOString() : null,
    },
    permissions: account.permissions,
    roles: account.roles,
  };
}
