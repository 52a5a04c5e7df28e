import { Router } from 'express';
import type { AccountRow } from '../db/tables';
import { ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import { arenaInUse, findArena, pageArenas } from '../queries/arenas';
import { listQuery } from '../queries/paging';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

const arenaFields = [
  'name',
  'cyrillic_name',
  'address',
  'city',
  'country',
  'latitude',
  'longitude',
] as const;

/** `/admin/arenas`: list (newest first, searchable), show, create, edit, delete. */
export function arenaRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/arenas', need.arenas, async (req, res) => {
    res.json(await pageArenas(knex, listQuery(req.query)));
  });

  router.get('/admin/arenas/:id', need.arenas, async (req, res) => {
    res.json({ data: await findArena(knex, idParam(req.params.id)) });
  });

  router.post('/admin/arenas', need.arenas, async (req, res) => {
    const body = acceptOnly(req.body, arenaFields);
    const created = await sendWrite(deps, req, account(res), 'POST', '/arenas', body);
    res.status(201).json({ data: await findArena(knex, created.id ?? 0), ...created });
  });

  router.put('/admin/arenas/:id', need.arenas, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, arenaFields);
    await findArena(knex, id);
    const result = await sendWrite(deps, req, account(res), 'PUT', `/arenas/${id}`, body);
    res.json({ data: await findArena(knex, id), ...result });
  });

  router.delete('/admin/arenas/:id', need.arenas, async (req, res) => {
    const id = idParam(req.params.id);
    await findArena(knex, id);
    if (await arenaInUse(knex, id)) throw new ValidationError({ id: ['arenaInUse'] }, 'arenaInUse');
    await sendWrite(deps, req, account(res), 'DELETE', `/arenas/${id}`);
    res.status(204).end();
  });

  return router;
}
