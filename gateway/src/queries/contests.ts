import type { Knex } from 'knex';
import type { ContestStatus, PublicContest } from '@courtside/events';
import { rmSchema, type ContestRow } from '../db/tables';
import type { LeagueVisibility } from './leagues';

const statuses: readonly ContestStatus[] = [
  'scheduled',
  'in_progress',
  'finished',
  'postponed',
  'cancelled',
];

/** Read model rm.contests joined to its league, limited to public leagues. */
function publicContests(db: Knex, visibility: LeagueVisibility = 'public') {
  return db<ContestRow>(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .modify((query) => {
      if (visibility === 'public') query.where('l.public', true);
    })
    .select('c.*', 'l.name as league_name')
    .orderBy([
      { column: 'c.time', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ]);
}

/** Maps a contest row to the public shape. */
export function toPublicContest(row: ContestRow): PublicContest {
  const status = statuses.find((s) => s === row.status) ?? 'scheduled';
  const winner = row.winner === 'first_team' || row.winner === 'second_team' ? row.winner : null;
  return {
    id: row.id,
    league_id: row.league_id,
    league_name: row.league_name,
    round: row.round,
    time: new Date(row.time).toISOString(),
    location: row.location,
    status,
    first_team: {
      id: row.first_team_id,
      name: row.first_team_name,
      is_absent: row.first_team_absent,
    },
    second_team: {
      id: row.second_team_id,
      name: row.second_team_name,
      is_absent: row.second_team_absent,
    },
    A1: row.A1,
    A2: row.A2,
    A3: row.A3,
    A4: row.A4,
    A_extra: row.A_extra,
    B1: row.B1,
    B2: row.B2,
    B3: row.B3,
    B4: row.B4,
    B_extra: row.B_extra,
    first_team_total: row.first_team_total,
    second_team_total: row.second_team_total,
    winner,
    forfeit: row.forfeit,
    revision: row.revision,
  };
}

/** Every contest of a public league, in playing order. */
export async function contestsOfLeague(
  db: Knex,
  leagueId: number,
  visibility: LeagueVisibility = 'public',
): Promise<PublicContest[]> {
  const rows = (await publicContests(db, visibility).where(
    'c.league_id',
    leagueId,
  )) as ContestRow[];
  return rows.map(toPublicContest);
}

/** Contests of public leagues starting on one UTC day (YYYY-MM-DD). */
export async function contestsOfDay(db: Knex, day: string): Promise<PublicContest[]> {
  const rows = (await publicContests(db)
    .where('c.time', '>=', db.raw(`?::date::timestamp AT TIME ZONE 'UTC'`, [day]))
    .where(
      'c.time',
      '<',
      db.raw(`(?::date + 1)::timestamp AT TIME ZONE 'UTC'`, [day]),
    )) as ContestRow[];
  return rows.map(toPublicContest);
}

/** A contest of a public league, or null. */
export async function findPublicContest(db: Knex, id: number): Promise<PublicContest | null> {
  const row = (await publicContests(db).where('c.id', id).first()) as ContestRow | undefined;
  return row ? toPublicContest(row) : null;
}

/** Several contests of public leagues by id; unknown or hidden ones are left out. */
export async function findPublicContests(db: Knex, ids: number[]): Promise<PublicContest[]> {
  if (ids.length === 0) return [];
  const rows = (await publicContests(db).whereIn('c.id', ids)) as ContestRow[];
  return rows.map(toPublicContest);
}

/** A team's contests in public leagues, in playing order. */
export async function contestsOfTeam(
  db: Knex | Knex.Transaction,
  teamId: number,
): Promise<PublicContest[]> {
  const rows = (await db<ContestRow>(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .where('l.public', true)
    .where((where) => where.where('c.first_team_id', teamId).orWhere('c.second_team_id', teamId))
    .select('c.*', 'l.name as league_name')
    .orderBy([
      { column: 'c.time', order: 'asc' },
      { column: 'c.id', order: 'asc' },
    ])) as ContestRow[];
  return rows.map(toPublicContest);
}
