import type { Knex } from 'knex';
import type { Paginated, PublicContest } from '@courtside/events';
import { rmSchema, type ContestRow } from '../db/tables';
import { toPublicContest } from './contests';
import { paginate } from './paging';

/** Contests of public leagues with their league's name, as the public sees them. */
function publicContests(knex: Knex) {
  return knex(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .where('l.public', true)
    .select('c.*', 'l.name as league_name');
}

/** Where the club plays: either side is one of the club's teams (by id, never by name). */
function clubPlays(query: Knex.QueryBuilder, clubId: number | null) {
  const teams = (knex: Knex.QueryBuilder) =>
    knex
      .from(`${rmSchema}.club_teams`)
      .where('club_id', clubId ?? 0)
      .select('team_id');
  return query.where((q) =>
    q.whereIn('c.first_team_id', teams).orWhereIn('c.second_team_id', teams),
  );
}

/** A club's upcoming contests (not finished or cancelled) in public leagues, soonest first. */
export async function upcomingClubContests(
  knex: Knex,
  club: number | null,
  now: Date,
): Promise<PublicContest[]> {
  const rows = (await clubPlays(publicContests(knex), club)
    .where('c.time', '>=', now)
    .whereNotIn('c.status', ['finished', 'cancelled'])
    .orderBy([
      { column: 'c.time', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ])
    .limit(50)) as ContestRow[];
  return rows.map(toPublicContest);
}

/** Finished contests of the public leagues a club plays in, newest first, ten a page. */
export async function finishedContestsOfClubLeagues(
  knex: Knex,
  club: number | null,
  page: number,
): Promise<Paginated<PublicContest>> {
  const leagues = clubPlays(knex(`${rmSchema}.contests as c`), club).distinct('c.league_id');
  const base = publicContests(knex).whereIn('c.league_id', leagues).where('c.status', 'finished');
  return paginate(
    base,
    { page, perPage: 10, search: '' },
    [
      { column: 'c.time', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ],
    toPublicContest,
  );
}
