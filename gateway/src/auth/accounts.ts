import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';
import { systemMetadata, type EventStore } from '@courtside/events';
import { recordAccountEvents } from '../audit/record-account-event';
import type { AccountRow, RoleRow } from '../db/tables';
import { avatarUrl } from './initials';

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
    /** The uploaded picture, else the initials picture (spec §3); never null. */
    avatar: string;
    deleted_at: string | null;
  };
  permissions: string[];
  roles: string[];
}

// Algorithm 2 is Argon2id, the library default; the const enum cannot be imported under
// isolatedModules, so the default is relied on and this options object stays empty.
const hashOptions = {};

/** Where an account made outside a request records its events: the log, and the time. */
export interface SystemRecord {
  store: EventStore;
  at: Date;
}

/**
 * Creates an account (for the demo seeder and tests); returns its id. With `record`, its
 * AccountRegistered goes into the event log in the same transaction, as the users screen's
 * does, so the account's audit history starts with its creation. Roles are named and must
 * exist with the guard of the account's kind (admin roles for admins, account roles for the
 * others); permissions are direct ones, added to what the roles give.
 */
export async function createAccount(
  knex: Knex,
  account: NewAccount,
  record?: SystemRecord,
): Promise<{ id: number }> {
  const passwordHash = await hash(account.password, hashOptions);
  return knex.transaction(async (trx) => {
    const [row] = await trx('accounts')
      .insert({
        kind: account.kind,
        email: account.email.trim(),
        name: account.name,
        password_hash: passwordHash,
        permissions: account.permissions ?? [],
      })
      .returning<{ id: number }[]>('id');
    if (!row) throw new Error('account insert returned nothing');
    const names = [...new Set(account.roles ?? [])];
    if (names.length > 0) {
      const guard = account.kind === 'admin' ? 'admin' : 'account';
      const roles = await trx<RoleRow>('roles').whereIn('name', names).where({ guard });
      const missing = names.filter((name) => !roles.some((role) => role.name === name));
      if (missing.length > 0) {
        throw new Error(`No ${guard} role named ${missing.join(', ')} for a ${account.kind}`);
      }
      await trx('account_roles').insert(
        roles.map((role) => ({ account_id: row.id, role_id: role.id })),
      );
    }
    if (record) {
      await recordAccountEvents(record.store, systemMetadata(record.at), [
        {
          type: 'AccountRegistered',
          data: {
            accountId: row.id,
            kind: account.kind,
            email: account.email.trim(),
            name: account.name,
            roles: names,
          },
        },
      ]);
    }
    return { id: row.id };
  });
}

/** The column `roles`: the names of an account `a`'s roles, in the order they were made. */
export function roleNames(db: Knex | Knex.Transaction) {
  return db.raw(
    `array(SELECT r.name FROM account_roles ar JOIN roles r ON r.id = ar.role_id
            WHERE ar.account_id = a.id ORDER BY r.id) AS roles`,
  );
}

/**
 * Accounts with their role names and abilities (roles' permissions, then direct ones), which
 * is how every reader of an account sees it.
 */
export function accountsWithAccess(knex: Knex) {
  return knex('accounts as a').select(
    'a.*',
    roleNames(knex),
    knex.raw(
      `array(SELECT p.name FROM permissions p WHERE p.id IN (
               SELECT rp.permission_id FROM role_permissions rp
                 JOIN account_roles ar ON ar.role_id = rp.role_id
                WHERE ar.account_id = a.id) ORDER BY p.id) AS role_permissions`,
    ),
  );
}

/** An account row as {@link accountsWithAccess} selects it. */
export type LoadedRow = Omit<AccountRow, 'roles'> & { roles: string[]; role_permissions: string[] };

/** The loaded row as the account readers see it (abilities: roles' then direct ones). */
export function toAccountRow(row: LoadedRow | undefined): AccountRow | null {
  if (!row) return null;
  const { role_permissions: fromRoles, ...account } = row;
  return { ...account, permissions: [...new Set([...fromRoles, ...account.permissions])] };
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
  const account = toAccountRow(
    await accountsWithAccess(knex)
      .where('a.kind', kind)
      .whereRaw('lower(a.email) = lower(?)', [email.trim()])
      .first(),
  );
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
  return toAccountRow(
    await accountsWithAccess(knex)
      .where({ 'a.id': id, 'a.kind': kind })
      .whereNull('a.disabled_at')
      .first(),
  );
}

/** Records sign-in activity for the admin's user list ("last activity"). */
export async function touchAccount(knex: Knex, id: number): Promise<void> {
  await knex<AccountRow>('accounts').where({ id }).update({ last_activity_at: knex.fn.now() });
}

/** The public answer for an account; the avatar is the uploaded picture or the initials one. */
export function toAccountAnswer(account: AccountRow): AccountAnswer {
  return {
    user: {
      id: account.id,
      email: account.email,
      name: account.name,
      avatar: avatarUrl(account),
      deleted_at: account.disabled_at ? account.disabled_at.toISOString() : null,
    },
    permissions: account.permissions,
    roles: account.roles,
  };
}

/** Whether an account (of any kind, even disabled) has this id. */
export async function accountExists(knex: Knex | Knex.Transaction, id: number): Promise<boolean> {
  return (await knex('accounts').where({ id }).first('id')) !== undefined;
}
