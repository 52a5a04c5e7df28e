import type { Knex } from 'knex';
import type { PermissionRow, RoleRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';

/** The role that holds every right and can be neither deleted nor renamed. */
export const superAdminRole = 'super-admin';

/** A role as the security screens show it. */
export interface RoleAnswer {
  id: number;
  name: string;
  guard: RoleRow['guard'];
  permissions: string[];
  created_at: string;
}

type Db = Knex | Knex.Transaction;

/** Every role with its permission names, admin roles first. */
export async function listRoles(db: Db, ids?: number[]): Promise<RoleAnswer[]> {
  const query = db<RoleRow>('roles')
    .select(
      'roles.*',
      db.raw(`array(SELECT p.name FROM role_permissions rp JOIN permissions p
                     ON p.id = rp.permission_id WHERE rp.role_id = roles.id
                  ORDER BY p.id) AS permissions`),
    )
    .orderBy([{ column: 'guard', order: 'desc' }, 'id']);
  if (ids) query.whereIn('id', ids);
  const rows = (await query) as (RoleRow & { permissions: string[] })[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    guard: row.guard,
    permissions: row.permissions,
    created_at: row.created_at.toISOString(),
  }));
}

async function permissionIds(trx: Knex.Transaction, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await trx<PermissionRow>('permissions').whereIn('name', names);
  const known = new Set(rows.map((row) => row.name));
  if (names.some((n) => !known.has(n))) {
    throw new ValidationError({ permissions: ['unknownPermission'] });
  }
  return rows.map((row) => row.id);
}

async function assertNameFree(trx: Knex.Transaction, wanted: string, except?: number) {
  const query = trx<RoleRow>('roles').whereRaw('lower(name) = lower(?)', [wanted]);
  if (except !== undefined) query.whereNot('id', except);
  if (await query.first()) throw new ValidationError({ name: ['nameTaken'] });
}

async function setPermissions(trx: Knex.Transaction, roleId: number, ids: number[]) {
  await trx('role_permissions').where({ role_id: roleId }).delete();
  if (ids.length > 0) {
    await trx('role_permissions').insert(ids.map((id) => ({ role_id: roleId, permission_id: id })));
  }
}

async function lockedRole(trx: Knex.Transaction, id: number): Promise<RoleRow> {
  const role = await trx<RoleRow>('roles').where({ id }).forUpdate().first();
  if (!role) throw new NotFoundError();
  return role;
}

async function answer(db: Db, id: number): Promise<RoleAnswer> {
  const [role] = await listRoles(db, [id]);
  if (!role) throw new NotFoundError();
  return role;
}

/**
 * Two requests creating the same name race past assertNameFree; the unique index settles it,
 * and the loser gets the same 422 instead of a 500.
 */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      throw new ValidationError({ name: ['nameTaken'] });
    }
    throw error;
  }
}

/** Every permission, in id order. */
export async function listPermissions(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db<PermissionRow>('permissions').select('id', 'name').orderBy('id');
}

/** Creates a role with these permissions; 422 on a taken name or an unknown permission. */
export async function createRole(
  knex: Knex,
  input: { name: string; guard: RoleRow['guard']; permissions: string[] },
): Promise<RoleAnswer> {
  return uniqueName(() =>
    knex.transaction(async (trx) => {
      await assertNameFree(trx, input.name);
      const ids = await permissionIds(trx, input.permissions);
      const [row] = await trx<RoleRow>('roles')
        .insert({ name: input.name, guard: input.guard })
        .returning('*');
      if (!row) throw new Error('role insert returned nothing');
      await setPermissions(trx, row.id, ids);
      return answer(trx, row.id);
    }),
  );
}

/** Renames a role and replaces its permissions; the super-admin role keeps its name. */
export async function updateRole(
  knex: Knex,
  id: number,
  input: { name: string; permissions: string[] },
): Promise<RoleAnswer> {
  return uniqueName(() =>
    knex.transaction(async (trx) => {
      const current = await lockedRole(trx, id);
      if (current.name === superAdminRole && input.name !== superAdminRole) {
        throw new ValidationError({ name: ['superAdminRename'] }, 'superAdminRename');
      }
      await assertNameFree(trx, input.name, id);
      const ids = await permissionIds(trx, input.permissions);
      await trx<RoleRow>('roles').where({ id }).update({ name: input.name });
      await setPermissions(trx, id, ids);
      return answer(trx, id);
    }),
  );
}

/** Deletes a role (never the super-admin's); its accounts lose it. */
export async function deleteRole(knex: Knex, id: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const role = await lockedRole(trx, id);
    if (role.name === superAdminRole) {
      throw new ValidationError({ role: ['superAdminUndeletable'] }, 'superAdminUndeletable');
    }
    // account_roles and role_permissions rows go with it (ON DELETE CASCADE).
    await trx<RoleRow>('roles').where({ id }).delete();
  });
}
