import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import type { PermissionRow, RoleRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { requires } from './permissions';

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

const name = yup.string().typeError('validName').trim().required('required').max(255, 'validName');
const permissionNames = yup
  .array(yup.string().typeError('invalid').required('invalid'))
  .typeError('invalid')
  .default([])
  .test('unique', 'duplicates', (list) => new Set(list).size === (list?.length ?? 0));

const createSchema = yup.object({
  name,
  guard: yup
    .string()
    .typeError('invalid')
    .required('required')
    .oneOf(['admin', 'account'] as const, 'invalid'),
  permissions: permissionNames,
});
const updateSchema = yup.object({ name, permissions: permissionNames });

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

/** The super-admin's security screens: roles with their permissions, and the permission list. */
export function roleRoutes(knex: Knex): Router {
  const router = Router();
  const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

  router.get('/roles', superAdmin, async (_req, res) => {
    res.json({ data: await listRoles(knex) });
  });

  router.get('/permissions', superAdmin, async (_req, res) => {
    const rows = await knex<PermissionRow>('permissions').select('id', 'name').orderBy('id');
    res.json({ data: rows });
  });

  router.post('/roles', superAdmin, async (req, res) => {
    const input = validate(createSchema, req.body);
    const role = await uniqueName(() =>
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
    res.status(201).json(role);
  });

  router.put('/roles/:id', superAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validate(updateSchema, req.body);
    const role = await uniqueName(() =>
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
    res.json(role);
  });

  router.delete('/roles/:id', superAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    await knex.transaction(async (trx) => {
      const role = await lockedRole(trx, id);
      if (role.name === superAdminRole) {
        throw new ValidationError({ role: ['superAdminUndeletable'] }, 'superAdminUndeletable');
      }
      // account_roles and role_permissions rows go with it (ON DELETE CASCADE).
      await trx<RoleRow>('roles').where({ id }).delete();
    });
    res.status(204).end();
  });

  return router;
}
