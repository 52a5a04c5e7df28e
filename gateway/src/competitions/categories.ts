import { Router } from 'express';
import type { AccountRow } from '../db/tables';
import { ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import {
  categoryHasLeagues,
  countCategories,
  findCategory,
  leaguesOfCategory,
  pageCategories,
} from '../queries/categories';
import { listQuery } from '../queries/paging';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

const categoryFields = ['name', 'cyrillic_name', 'season', 'public'] as const;

/**
 * `/admin/categories`: list (in list order, tabindex then newest), show with its leagues,
 * create, edit, move to a position, delete.
 */
export function categoryRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/categories', need.listCategories, async (req, res) => {
    res.json(await pageCategories(knex, listQuery(req.query)));
  });

  router.get('/admin/categories/:id', need.viewCategories, async (req, res) => {
    const category = await findCategory(knex, idParam(req.params.id));
    const leagues = await leaguesOfCategory(knex, category.id);
    res.json({ data: { ...category, leagues } });
  });

  router.post('/admin/categories', need.listCategories, async (req, res) => {
    const body = acceptOnly(req.body, [...categoryFields, 'tabindex']);
    // A new category goes to the end of the list unless a place is asked for.
    const count = await countCategories(knex);
    const created = await sendWrite(deps, req, account(res), 'POST', '/categories', {
      tabindex: count,
      ...body,
    });
    res.status(201).json({ data: await findCategory(knex, created.id ?? 0), ...created });
  });

  router.put('/admin/categories/:id', need.listCategories, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, categoryFields);
    await findCategory(knex, id);
    const result = await sendWrite(deps, req, account(res), 'PUT', `/categories/${id}`, body);
    res.json({ data: await findCategory(knex, id), ...result });
  });

  router.post('/admin/categories/:id/move', need.listCategories, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['tabindex']);
    await findCategory(knex, id);
    const result = await sendWrite(deps, req, account(res), 'POST', `/categories/${id}/move`, body);
    res.json({ data: await findCategory(knex, id), ...result });
  });

  router.delete('/admin/categories/:id', need.listCategories, async (req, res) => {
    const id = idParam(req.params.id);
    await findCategory(knex, id);
    if (await categoryHasLeagues(knex, id))
      throw new ValidationError({ id: ['categoryInUse'] }, 'categoryInUse');
    await sendWrite(deps, req, account(res), 'DELETE', `/categories/${id}`);
    res.status(204).end();
  });

  return router;
}
