import { Router } from 'express';
import type { Knex } from 'knex';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import { containing, listQuery, paginate } from '../queries/paging';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

/** A sport as the settings screen shows it. */
export interface AdminSport {
  id: number;
  name: string;
  show_on_scheduling: boolean;
}

const sportFields = ['name', 'show_on_scheduling'] as const;

function sports(knex: Knex) {
  return knex('sports').withSchema('rm').select('id', 'name', 'show_on_scheduling');
}

async function findSport(knex: Knex, id: number): Promise<AdminSport> {
  const row = (await sports(knex).where({ id }).first()) as AdminSport | undefined;
  if (!row) throw new NotFoundError();
  return row;
}

/** `/admin/sports` (super-admin settings): list, show, create, edit, delete. */
export function sportRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/sports', need.sports, async (req, res) => {
    const list = listQuery(req.query);
    const query = sports(knex);
    if (list.search) query.whereILike('name', containing(list.search));
    res.json(
      await paginate(query, list, [{ column: 'id', order: 'desc' }], (row: AdminSport) => row),
    );
  });

  router.get('/admin/sports/:id', need.sports, async (req, res) => {
    res.json({ data: await findSport(knex, idParam(req.params.id)) });
  });

  router.post('/admin/sports', need.sports, async (req, res) => {
    const body = acceptOnly(req.body, sportFields);
    const created = await sendWrite(deps, req, account(res), 'POST', '/sports', body);
    res.status(201).json({ data: await findSport(knex, created.id ?? 0), ...created });
  });

  router.put('/admin/sports/:id', need.sports, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, sportFields);
    await findSport(knex, id);
    const result = await sendWrite(deps, req, account(res), 'PUT', `/sports/${id}`, body);
    res.json({ data: await findSport(knex, id), ...result });
  });

  router.delete('/admin/sports/:id', need.sports, async (req, res) => {
    const id = idParam(req.params.id);
    await findSport(knex, id);
    await sendWrite(deps, req, account(res), 'DELETE', `/sports/${id}`);
    res.status(204).end();
  });

  return router;
}
