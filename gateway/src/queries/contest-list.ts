import type { Knex } from 'knex';
import type { ContestListFilter, PublicContest } from '@courtside/events';
import { rmSchema, type ContestRow } from '../db/tables';
import { paginate, type Page } from './paging';
import { toPublicContest } from './contests';

/**
 * The public contest list (spec §2 contests): every match of a public league, filtered by league,
 * team, UTC day range and status, in playing order (earliest first), 10 a page.
 */
export async function listPublicContests(
  db: Knex,
  filter: ContestListFilter,
): Promise<Page<PublicContest>> {
  const query = db<ContestRow>(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .where('l.public', true)
    .select('c.*', 'l.name as league_name');
  if (filter.league_id !== undefined) query.where('c.league_id', filter.league_id);
  if (filter.team_id !== undefined) {
    const team = filter.team_id;
    query.where((where) => where.where('c.first_team_id', team).orWhere('c.second_team_id', team));
  }
  if (filter.from) {
    query.where('c.time', '>=', db.raw(`?::date::timestamp AT TIME ZONE 'UTC'`, [filter.from]));
  }
  if (filter.to) {
    // The range includes its last day: everything before the next day's midnight (UTC).
    query.where('c.time', '<', db.raw(`(?::date + 1)::timestamp AT TIME ZONE 'UTC'`, [filter.to]));
  }
  if (filter.status) query.where('c.status', filter.status);
  return paginate<ContestRow, PublicContest>(
    query,
    { page: filter.page, perPage: filter.per_page, search: '' },
    [
      { column: 'c.time', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ],
    toPublicContest,
  );
}

/** Leagues and teams the contest filters offer: those of public leagues only. */
export async function contestListOptions(db: Knex): Promise<{
  leagues: { id: number; name: string }[];
  teams: { id: number; name: string }[];
}> {
  const leagues = (await db(`${rmSchema}.leagues`)
    .where('public', true)
    .orderBy([{ column: 'name' }, { column: 'id' }])
    .select('id', 'name')) as { id: number; name: string }[];
  const teams = (await db(`${rmSchema}.teams as t`)
    .whereExists((sub) =>
      sub
        .select(db.raw('1'))
        .from(`${rmSchema}.league_teams as lt`)
        .join(`${rmSchema}.leagues as l`, 'l.id', 'lt.league_id')
        .whereRaw('lt.team_id = t.id')
        .where('l.public', true),
    )
    .orderBy([{ column: 't.name' }, { column: 't.id' }])
    .select('t.id', 't.name')) as { id: number; name: string }[];
  return { leagues, teams };
}
