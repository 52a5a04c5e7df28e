import { Router } from 'express';
import type { Knex } from 'knex';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import { containing, listQuery, paginate } from '../queries/paging';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

/** A category as the admin screens show it. */
export interface AdminCategory {
  id: number;
  name: string;
  season: string;
  public: boolean;
  tabindex: number;
}

const categoryFields = ['name', 'season', 'public'] as const;

function categories(knex: Knex) {
  return knex('categories').withSchema('rm').select('id', 'name', 'season', 'public', 'tabindex');
}

async function findCategory(knex: Knex, id: number): Promise<AdminCategory> {
  const row = (await categories(knex).where({ id }).first()) as AdminCategory | undefined;
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * `/admin/categories`: list (in list order, tabindex then newest), show with its leagues,
 * create, edit, move to a position, delete.
 */
export function categoryRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/categories', need.listCategories, async (req, res) => {
    const list = listQuery(req.query);
    const query = categories(knex);
    if (list.search) {
      const pattern = containing(list.search);
      query.where((q) => q.whereILike('name', pattern).orWhereILike('season', pattern));
    }
    res.json(
      await paginate(
        query,
        list,
        [
          { column: 'tabindex', order: 'asc' },
          { column: 'id', order: 'desc' },
        ],
        (row: AdminCategory) => row,
      ),
    );
  });

  router.get('/admin/categories/:id', need.viewCategories, async (req, res) => {
    const category = await findCategory(knex, idParam(req.params.id));
    const leagues = await knex('leagues')
      .withSchema('rm')
      .where({ category_id: category.id })
      .select('id', 'name', 'kind', 'season', 'public', 'city')
      .orderBy('id', 'desc');
    res.json({ data: { ...category, leagues } });
  });

  router.post('/admin/categories', need.listCategories, async (req, res) => {
    const body = acceptOnly(req.body, [...categoryFields, 'tabindex']);
    // A new category goes to the end of the list unless a place is asked for.
    const [{ count } = { count: '0' }] = await knex('categories')
      .withSchema('rm')
      .count<{ count: string }[]>('* as count');
    const created = await sendWrite(deps, req, account(res), 'POST', '/categories', {
      tabindex: Number(count),
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
    const league = await knex('leagues').withSchema('rm').where({ category_id: id }).first('id');
    if (league) throw new ValidationError({ id: ['categoryInUse'] }, 'categoryInUse');
    await sendWrite(deps, req, account(res), 'DELETE', `/categories/${id}`);
    res.status(204).end();
  });

  return router;
}
