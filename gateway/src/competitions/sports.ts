import { Router } from 'express';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import { listQuery } from '../queries/paging';
import { findSport, pageSports } from '../queries/sports';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

const sportFields = ['name', 'show_on_scheduling'] as const;

/** `/admin/sports` (super-admin settings): list, show, create, edit, delete. */
export function sportRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/sports', need.sports, async (req, res) => {
    res.json(await pageSports(knex, listQuery(req.query)));
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
