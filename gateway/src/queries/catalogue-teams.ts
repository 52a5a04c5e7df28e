import type { Knex } from 'knex';
import type { AdminTeam } from '@courtside/events';
import { NotFoundError } from '../errors';
import { containing, paginate, type ListQuery, type Page } from './paging';

/** An admin team as the join reads it: the category's and arena's names in flat columns. */
type TeamJoinedRow = Omit<AdminTeam, 'category' | 'arena'> & {
  category_name: string | null;
  arena_name: string | null;
};

/** A team as the admin screens and the public club page show it. */
export type { AdminTeam };

/** Teams of the catalogue (not deleted), with their category's and arena's names. */
function teams(knex: Knex | Knex.Transaction) {
  return knex('teams as t')
    .withSchema('rm')
    .leftJoin('categories as c', 'c.id', 't.category_id')
    .leftJoin('arenas as a', 'a.id', 't.arena_id')
    .whereNull('t.deleted_at')
    .select(
      't.id',
      't.name',
      't.cyrillic_name',
      't.full_name',
      't.region',
      't.category_id',
      'c.name as category_name',
      't.city',
      't.arena_id',
      'a.name as arena_name',
      't.link',
      't.logo',
      't.recreational',
      't.is_absent',
      't.licences',
    );
}

export function toAdminTeam(row: TeamJoinedRow): AdminTeam {
  const { category_name, arena_name, ...team } = row;
  return {
    ...team,
    category:
      row.category_id !== null && category_name !== null
        ? { id: row.category_id, name: category_name }
        : null,
    arena:
      row.arena_id !== null && arena_name !== null ? { id: row.arena_id, name: arena_name } : null,
  };
}

export async function findTeam(knex: Knex, id: number): Promise<AdminTeam> {
  const row = (await teams(knex).where('t.id', id).first()) as TeamJoinedRow | undefined;
  if (!row) throw new NotFoundError();
  return toAdminTeam(row);
}

/** Whether another team (not deleted) already has this name, ignoring case and spaces around. */
export async function teamNameTaken(knex: Knex, name: string, except?: number): Promise<boolean> {
  const query = knex('teams')
    .withSchema('rm')
    .whereNull('deleted_at')
    .whereRaw('lower(name) = lower(?)', [name.trim()]);
  if (except !== undefined) query.whereNot('id', except);
  return (await query.first('id')) !== undefined;
}

/** The catalogue's teams, newest first, searched by name, full name and city. */
export async function pageAdminTeams(
  knex: Knex | Knex.Transaction,
  list: ListQuery,
): Promise<Page<AdminTeam>> {
  const query = teams(knex);
  if (list.search) {
    const pattern = containing(list.search);
    query.where((q) =>
      q
        .whereILike('t.name', pattern)
        .orWhereILike('t.full_name', pattern)
        .orWhereILike('t.city', pattern),
    );
  }
  return paginate(query, list, [{ column: 't.id', order: 'desc' }], toAdminTeam);
}

/** What a teams CSV is checked against: categories and arenas by name, names already taken. */
export async function teamImportLookups(knex: Knex | Knex.Transaction): Promise<{
  categories: Array<{ id: number; name: string }>;
  arenas: Array<{ id: number; name: string }>;
  existing: string[];
}> {
  const [categories, arenas, existing] = await Promise.all([
    knex('categories').withSchema('rm').select<Array<{ id: number; name: string }>>('id', 'name'),
    knex('arenas').withSchema('rm').select<Array<{ id: number; name: string }>>('id', 'name'),
    knex('teams').withSchema('rm').whereNull('deleted_at').pluck<string[]>('name'),
  ]);
  return { categories, arenas, existing };
}
