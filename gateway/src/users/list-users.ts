import type { Knex } from 'knex';
import type { Paginated } from '@courtside/events';
import { toUserAnswer, userRows, type UserAnswer, type UserRow } from './user-answer';

/** `GET /users`: admins and officials (or one kind), newest first, searched by name or email. */
export async function pageUsers(
  knex: Knex,
  query: { kind?: 'admin' | 'official'; search?: string; page: number; per_page: number },
): Promise<Paginated<UserAnswer>> {
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
  return {
    data: rows.map(toUserAnswer),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: count,
      last_page: Math.max(1, Math.ceil(count / query.per_page)),
    },
  };
}

/** The roles a user form offers: admin roles for admins, account roles for officials. */
export async function roleChoices(
  knex: Knex,
): Promise<Array<{ name: string; guard: 'admin' | 'account' }>> {
  return knex('roles').select('name', 'guard').orderBy('id');
}
