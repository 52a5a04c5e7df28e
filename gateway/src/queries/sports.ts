import type { Knex } from 'knex';
import { NotFoundError } from '../errors';
import { containing, paginate, type ListQuery, type Page } from './paging';

/** A sport as the settings screen shows it. */
export interface AdminSport {
  id: number;
  name: string;
  show_on_scheduling: boolean;
}

function sports(db: Knex | Knex.Transaction) {
  return db('sports').withSchema('rm').select('id', 'name', 'show_on_scheduling');
}

/** The sports, newest first, searched by name. */
export async function pageSports(
  db: Knex | Knex.Transaction,
  list: ListQuery,
): Promise<Page<AdminSport>> {
  const query = sports(db);
  if (list.search) query.whereILike('name', containing(list.search));
  return paginate(query, list, [{ column: 'id', order: 'desc' }], (row: AdminSport) => row);
}

/** One sport; 404 when there is none. */
export async function findSport(db: Knex | Knex.Transaction, id: number): Promise<AdminSport> {
  const row = (await sports(db).where({ id }).first()) as AdminSport | undefined;
  if (!row) throw new NotFoundError();
  return row;
}
