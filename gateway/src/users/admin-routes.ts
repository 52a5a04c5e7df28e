import { Router } from 'express';
import type { AccountEvent } from '@courtside/events';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { deleteUser } from './delete-user';
import { insertAccount, updateAccount } from './account-writes';
import { pageUsers, roleChoices } from './list-users';
import {
  assertEmailFree,
  assertMayManage,
  changedFields,
  hashPassword,
  resolveRoles,
} from './operations';
import {
  createUserFields,
  createUserSchema,
  deleteUserSchema,
  listQuerySchema,
  updateUserFields,
  updateUserSchema,
} from './schemas';
import { rejectUnknownFields } from './strict-body';
import { findUser, toUserAnswer } from './user-answer';

/** Users administration (spec §2 `users`, list.users): admins and officials. */
export function adminUserRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const listUsers = requires({ kind: 'admin', ability: 'list.users' });

  router.get('/users', listUsers, async (req, res) => {
    const query = validate(listQuerySchema, req.query);
    res.json(await pageUsers(knex, query));
  });

  router.post('/users', listUsers, async (req, res) => {
    rejectUnknownFields(req.body, createUserFields);
    const input = validate(createUserSchema, req.body);
    const actor = res.locals.account as AccountRow;
    const roles = await resolveRoles(knex, input.kind, input.roles, actor);
    await assertEmailFree(knex, input.kind, input.email);
    const passwordHash = await hashPassword(input.password);
    const id = await insertAccount(
      deps,
      req,
      res,
      {
        kind: input.kind,
        email: input.email,
        name: input.name,
        screen_name: input.screen_name,
        password_hash: passwordHash,
      },
      roles,
      (accountId) => [
        {
          type: 'AccountRegistered',
          data: {
            accountId,
            kind: input.kind,
            email: input.email,
            name: input.name,
            roles: roles.map((r) => r.name),
          },
        },
        ...(input.screen_name
          ? [
              {
                type: 'AccountUpdated' as const,
                data: { accountId, changes: { screen_name: input.screen_name } },
              },
            ]
          : []),
      ],
    );
    const created = await findUser(knex, id);
    if (!created) throw new NotFoundError();
    res.status(201).json(toUserAnswer(created));
  });

  // The roles a user form offers: admin roles for admins, account roles for officials.
  router.get('/users/roles', listUsers, async (_req, res) => {
    res.json({ data: await roleChoices(knex) });
  });

  router.get('/users/:id', listUsers, async (req, res) => {
    const user = await findUser(knex, idParam(req.params.id));
    if (!user || user.kind === 'representative') throw new NotFoundError();
    res.json(toUserAnswer(user));
  });

  router.put('/users/:id', listUsers, async (req, res) => {
    const id = idParam(req.params.id);
    const actor = res.locals.account as AccountRow;
    const before = await findUser(knex, id);
    if (!before || before.kind === 'representative') throw new NotFoundError();
    assertMayManage(actor, before);
    rejectUnknownFields(req.body, updateUserFields);
    const input = validate(updateUserSchema, req.body);
    const roles = await resolveRoles(knex, before.kind, input.roles, actor, before.roles);
    await assertEmailFree(knex, before.kind, input.email, id);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const roleNames = roles.map((r) => r.name).sort();
    const changes = changedFields(
      {
        name: before.name,
        email: before.email,
        screen_name: before.screen_name,
        roles: [...before.roles].sort(),
      },
      { name: input.name, email: input.email, screen_name: input.screen_name, roles: roleNames },
    );
    const events: AccountEvent[] = [];
    if (Object.keys(changes).length > 0) {
      events.push({ type: 'AccountUpdated', data: { accountId: id, changes } });
    }
    if (passwordHash) {
      events.push({ type: 'PasswordChanged', data: { accountId: id, reason: 'admin' } });
    }
    await updateAccount(
      deps,
      req,
      res,
      id,
      {
        name: input.name,
        email: input.email,
        screen_name: input.screen_name,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      },
      events,
      'roles' in changes ? roles : undefined,
    );
    const after = await findUser(knex, id);
    if (!after) throw new NotFoundError();
    res.json(toUserAnswer(after));
  });

  router.delete('/users/:id', listUsers, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknownFields(req.body, ['new_owner_id']);
    const input = validate(deleteUserSchema, req.body);
    await deleteUser(deps, req, res, id, input.new_owner_id);
    res.status(204).end();
  });

  return router;
}
