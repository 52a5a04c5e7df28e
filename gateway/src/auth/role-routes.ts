import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { requires } from './permissions';
import {
  createRole,
  deleteRole,
  listPermissions,
  listRoles,
  superAdminRole,
  updateRole,
} from './roles';

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

/** The super-admin's security screens: roles with their permissions, and the permission list. */
export function roleRoutes(knex: Knex): Router {
  const router = Router();
  const superAdmin = requires({ kind: 'admin', ability: superAdminRole });

  router.get('/roles', superAdmin, async (_req, res) => {
    res.json({ data: await listRoles(knex) });
  });

  router.get('/permissions', superAdmin, async (_req, res) => {
    res.json({ data: await listPermissions(knex) });
  });

  router.post('/roles', superAdmin, async (req, res) => {
    const input = validate(createSchema, req.body);
    res.status(201).json(await createRole(knex, input));
  });

  router.put('/roles/:id', superAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validate(updateSchema, req.body);
    res.json(await updateRole(knex, id, input));
  });

  router.delete('/roles/:id', superAdmin, async (req, res) => {
    await deleteRole(knex, idParam(req.params.id));
    res.status(204).end();
  });

  return router;
}
