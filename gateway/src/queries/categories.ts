import type { Knex } from 'knex';
import type { AdminCategory, AdminCategoryLeague as CategoryLeague } from '@courtside/events';
import { NotFoundError } from '../errors';
import { containing, paginate, type ListQuery, type Page } from './paging';

type Db = Knex | Knex.Transaction;

/** A category as the admin screens show it; a league of a category, as its page lists it. */
export type { AdminCategory, CategoryLeague };

function categories(db: Db) {
  return db('categories')
    .withSchema('rm')
    .select('id', 'name', 'cyrillic_name', 'season', 'public', 'tabindex');
}

/** The categories in list order (tabindex, then newest), searched by name and season. */
export async function pageCategories(db: Db, list: ListQuery): Promise<Page<AdminCategory>> {
  const query = categories(db);
  if (list.search) {
    const pattern = containing(list.search);
    query.where((q) => q.whereILike('name', pattern).orWhereILike('season', pattern));
  }
  return paginate(
    query,
    list,
    [
      { column: 'tabindex', order: 'asc' },
      { column: 'id', order: 'desc' },
    ],
    (row: AdminCategory) => row,
  );
}

/** One category; 404 when there is none. */
export async function findCategory(db: Db, id: number): Promise<AdminCategory> {
  const row = (await categories(db).where({ id }).first()) as AdminCategory | undefined;
  if (!row) throw new NotFoundError();
  return row;
}

/** The leagues of a category, newest first. */
export async function leaguesOfCategory(db: Db, categoryId: number): Promise<CategoryLeague[]> {
  return db('leagues')
    .withSchema('rm')
    .where({ category_id: categoryId })
    .select('id', 'name', 'kind', 'season', 'public', 'city')
    .orderBy('id', 'desc');
}

/** Whether any league belongs to the category. */
export async function categoryHasLeagues(db: Db, categoryId: number): Promise<boolean> {
  return (
    (await db('leagues').withSchema('rm').where({ category_id: categoryId }).first('id')) !==
    undefined
  );
}

/** How many categories there are: a new one's place at the end of the list. */
export async function countCategories(db: Db): Promise<number> {
  const [{ count } = { count: '0' }] = await db('categories')
    .withSchema('rm')
    .count<{ count: string }[]>('* as count');
  return Number(count);
}
