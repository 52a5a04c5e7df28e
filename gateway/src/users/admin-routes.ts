import { Router } from 'express';
import type { Paginated } from '@courtside/events';
import { requires } from '../auth/permissions';
import type { AccountRow, RoleRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { deleteUser } from './delete-user';
import {
  assertEmailFree,
  assertMayManage,
  changedFields,
  hashPassword,
  resolveRoles,
  setRoles,
  uniqueEmail,
} from './operations';
import { recordAccount } from './record';
import {
  createUserFields,
  createUserSchema,
  deleteUserSchema,
  listQuerySchema,
  updateUserFields,
  updateUserSchema,
} from './schemas';
import { rejectUnknownFields } from './strict-body';
import { findUser, toUserAnswer, userRows, type UserAnswer, type UserRow } from './user-answer';

/** Users administration (spec §2 `users`, list.users): admins and officials. */
export function adminUserRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const listUsers = requires({ kind: 'admin', ability: 'list.users' });

  router.get('/users', listUsers, async (req, res) => {
    const query = validate(listQuerySchema, req.query);
    const base = knex('accounts as a')
      .whereNull('a.deleted_at')
      .whereIn('a.kind', query.kind ? [query.kind] : ['admin', 'official']);
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base.where((w) =>
        w
          .whereILike('a.name', like)
          .orWhereILike('a.email', like)
          .orWhereILike('a.screen_name', like),
      );
    }
    const [{ total } = { total: 0 }] = await base
      .clone()
      .count<{ total: string | number }[]>({ total: '*' });
    const rows = (await userRows(knex)
      .whereIn('a.id', base.clone().select('a.id'))
      .orderBy('a.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)) as UserRow[];
    const count = Number(total);
    const body: Paginated<UserAnswer> = {
      data: rows.map(toUserAnswer),
      meta: {
        current_page: query.page,
        per_page: query.per_page,
        total: count,
        last_page: Math.max(1, Math.ceil(count / query.per_page)),
      },
    };
    res.json(body);
  });

  router.post('/users', listUsers, async (req, res) => {
    rejectUnknownFields(req.body, createUserFields);
    const input = validate(createUserSchema, req.body);
    const actor = res.locals.account as AccountRow;
    const roles = await resolveRoles(knex, input.kind, input.roles, actor);
    await assertEmailFree(knex, input.kind, input.email);
    const passwordHash = await hashPassword(input.password);
    const id = await uniqueEmail(() =>
      knex.transaction(async (trx) => {
        const [row] = await trx('accounts')
          .insert({
            kind: input.kind,
            email: input.email,
            name: input.name,
            screen_name: input.screen_name,
            password_hash: passwordHash,
          })
          .returning<{ id: number }[]>('id');
        if (!row) throw new Error('account insert returned nothing');
        await setRoles(trx, row.id, roles);
        const events: Parameters<typeof recordAccount>[3] = [
          {
            type: 'AccountRegistered',
            data: {
              accountId: row.id,
              kind: input.kind,
              email: input.email,
              name: input.name,
              roles: roles.map((r) => r.name),
            },
          },
        ];
        if (input.screen_name) {
          events.push({
            type: 'AccountUpdated',
            data: { accountId: row.id, changes: { screen_name: input.screen_name } },
          });
        }
        await recordAccount(deps, req, res, events);
        return row.id;
      }),
    );
    const created = await findUser(knex, id);
    if (!created) throw new NotFoundError();
    res.status(201).json(toUserAnswer(created));
  });

  // The roles a user form offers: admin roles for admins, account roles for officials.
  router.get('/users/roles', listUsers, async (_req, res) => {
    const rows = await knex<RoleRow>('roles').select('name', 'guard').orderBy('id');
    res.json({ data: rows });
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
    await uniqueEmail(() =>
      knex.transaction(async (trx) => {
        await trx('accounts')
          .where({ id })
          .update({
            name: input.name,
            email: input.email,
            screen_name: input.screen_name,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          });
        if ('roles' in changes) await setRoles(trx, id, roles);
        const events: Parameters<typeof recordAccount>[3] = [];
        if (Object.keys(changes).length > 0) {
          events.push({ type: 'AccountUpdated', data: { accountId: id, changes } });
        }
        if (passwordHash) {
          events.push({ type: 'PasswordChanged', data: { accountId: id, reason: 'admin' } });
        }
        await recordAccount(deps, req, res, events);
      }),
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
