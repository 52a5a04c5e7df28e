import { hash } from '@node-rs/argon2';
import type { Knex } from 'knex';
import { superAdminRole } from '../auth/roles';
import type { AccountRow, RoleRow } from '../db/tables';
import { ForbiddenError, ValidationError } from '../errors';

type Db = Knex | Knex.Transaction;

/** Argon2id with the library defaults, as auth/accounts.ts hashes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, {});
}

/** 422 on `email` when another live account of the same kind already uses it. */
export async function assertEmailFree(
  db: Db,
  kind: AccountRow['kind'],
  email: string,
  exceptId?: number,
): Promise<void> {
  const query = db('accounts').where({ kind }).whereRaw('lower(email) = lower(?)', [email]);
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  if (await query.first('id')) throw new ValidationError({ email: ['emailTaken'] });
}

/** The email's unique index settles a race the check above lost: the same 422, not a 500. */
export async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      throw new ValidationError({ email: ['emailTaken'] });
    }
    throw error;
  }
}

/**
 * The roles named, which must exist with the guard of the account's kind (admin roles for
 * admins, account roles for officials). Only a super-admin gives or takes the super-admin role.
 */
export async function resolveRoles(
  db: Db,
  kind: AccountRow['kind'],
  names: string[],
  actor: AccountRow,
  current: string[] = [],
): Promise<RoleRow[]> {
  const guard = kind === 'admin' ? 'admin' : 'account';
  const rows = names.length
    ? await db<RoleRow>('roles').whereIn('name', names).where({ guard })
    : [];
  if (rows.length !== names.length) throw new ValidationError({ roles: ['unknownRole'] });
  const touchesSuperAdmin = names.includes(superAdminRole) !== current.includes(superAdminRole);
  if (touchesSuperAdmin && !actor.roles.includes(superAdminRole)) {
    throw new ValidationError({ roles: ['superAdminGrant'] });
  }
  return rows;
}

export async function setRoles(trx: Knex.Transaction, accountId: number, roles: RoleRow[]) {
  await trx('account_roles').where({ account_id: accountId }).delete();
  if (roles.length > 0) {
    await trx('account_roles').insert(
      roles.map((role) => ({ account_id: accountId, role_id: role.id })),
    );
  }
}

/** Only a super-admin may change or delete a super-admin's account. */
export function assertMayManage(actor: AccountRow, target: { roles: string[] }): void {
  if (target.roles.includes(superAdminRole) && !actor.roles.includes(superAdminRole)) {
    throw new ForbiddenError();
  }
}

/** The fields whose new values differ from the old ones (arrays compared as sets in order). */
export function changedFields(
  before: Record<string, string | string[] | null>,
  after: Record<string, string | string[] | null>,
): Record<string, string | string[] | null> {
  const changes: Record<string, string | string[] | null> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(value)) changes[field] = value;
  }
  return changes;
}
