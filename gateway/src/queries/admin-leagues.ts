import type { Knex } from 'knex';
import { offeredPackages, tieBreakOrderOf } from '@courtside/events';
import {
  rmSchema as rm,
  type AdminContest,
  type AdminLeague,
  type AdminLeagueSummary,
  type LeagueTeamSummary,
} from '../db/tables';
import { containing, paginate, type ListQuery, type Page } from './paging';

type Db = Knex | Knex.Transaction;

function leagueSummaries(db: Db) {
  return db(`${rm}.leagues as l`).select(
    'l.id',
    'l.kind',
    'l.name',
    'l.category_name',
    'l.season',
    'l.city',
    'l.public',
    'l.number_of_teams',
    'l.rounds',
    db.raw(`to_char(l.start_date, 'YYYY-MM-DD') AS start_date`),
    db.raw(
      `(SELECT count(*)::int FROM ${rm}.league_teams t WHERE t.league_id = l.id) AS teams_count`,
    ),
    db.raw(
      `(SELECT count(*)::int FROM ${rm}.contests c WHERE c.league_id = l.id) AS contests_count`,
    ),
  );
}

/** The admin list of leagues, newest first, searched by name, city and category. */
export async function pageAdminLeagues(db: Db, list: ListQuery): Promise<Page<AdminLeagueSummary>> {
  const query = leagueSummaries(db);
  if (list.search) {
    const pattern = containing(list.search);
    query.where((q) =>
      q
        .whereILike('l.name', pattern)
        .orWhereILike('l.city', pattern)
        .orWhereILike('l.category_name', pattern),
    );
  }
  return paginate(
    query,
    list,
    [{ column: 'l.id', order: 'desc' }],
    (row: AdminLeagueSummary) => row,
  );
}

/** One league as the admin list shows it, or null. */
export async function findAdminLeagueSummary(
  db: Db,
  id: number,
): Promise<AdminLeagueSummary | null> {
  const row = (await leagueSummaries(db).where('l.id', id).first()) as
    AdminLeagueSummary | undefined;
  return row ?? null;
}

/** A league with every field the edit form reads, or null. */
export async function findAdminLeague(db: Db, id: number): Promise<AdminLeague | null> {
  const row = await db(`${rm}.leagues as l`)
    .where('l.id', id)
    .first(
      'l.*',
      db.raw(`to_char(l.start_date, 'YYYY-MM-DD') AS start_date`),
      db.raw(
        `(SELECT count(*)::int FROM ${rm}.league_teams t WHERE t.league_id = l.id) AS teams_count`,
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    cyrillic_name: row.cyrillic_name,
    email: row.email,
    sort_index: row.sort_index,
    public: row.public,
    number_of_teams: row.number_of_teams,
    rounds: row.rounds,
    weeks: row.weeks,
    start_date: row.start_date,
    category_id: row.category_id,
    category_name: row.category_name,
    season: row.season,
    city: row.city,
    recreational: row.recreational,
    games_played: row.games_played,
    owner_id: row.owner_id,
    video_zone: row.video_zone,
    api_integration: row.api_integration,
    video_open_to_clubs: row.video_open_to_clubs,
    scoreboard_sync: row.scoreboard_sync,
    scoreboard_sync_matches: row.scoreboard_sync_matches,
    scoreboard_sync_roster: row.scoreboard_sync_roster,
    standings_config: row.standings_config,
    fees: row.fees,
    tie_break_order: tieBreakOrderOf(row.tie_break_order),
    recording_packages: offeredPackages(row.recording_packages),
    teams_count: row.teams_count,
  };
}

/** A league's id and name, or null when there is no such league. */
export async function findLeagueName(
  db: Db,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const row = (await db(`${rm}.leagues`).where({ id }).first('id', 'name')) as
    { id: number; name: string } | undefined;
  return row ?? null;
}

/** The leagues an admin account owns (created, or was handed), newest first. */
export async function leaguesOwnedBy(
  db: Db,
  accountId: number,
): Promise<Array<{ id: number; name: string }>> {
  return db(`${rm}.leagues`)
    .where({ owner_id: accountId })
    .orderBy('id', 'desc')
    .select('id', 'name');
}

/** The teams registered in a league, in registration (id) order. */
export async function leagueTeams(db: Db, leagueId: number): Promise<LeagueTeamSummary[]> {
  return db(`${rm}.league_teams as lt`)
    .join(`${rm}.teams as t`, 't.id', 'lt.team_id')
    .where('lt.league_id', leagueId)
    .orderBy('t.id')
    .select('t.id', 't.name', 't.full_name', 't.city');
}

/** A league's contests by round, time and id. */
export async function leagueContests(db: Db, leagueId: number): Promise<AdminContest[]> {
  const rows = await db(`${rm}.contests`)
    .where({ league_id: leagueId })
    .orderBy([{ column: 'round' }, { column: 'time' }, { column: 'id' }])
    .select(
      'id',
      'round',
      'time',
      'location',
      'first_team_id',
      'second_team_id',
      'first_team_name',
      'second_team_name',
      'first_team_total',
      'second_team_total',
      'status',
      'winner',
      'revision',
    );
  return rows.map((row: AdminContest & { time: Date }) => ({
    ...row,
    time: row.time.toISOString(),
  }));
}

/** One contest as its league's schedule tab shows it, or undefined. */
export async function findAdminContest(db: Db, id: number): Promise<AdminContest | undefined> {
  const row = (await db(`${rm}.contests`).where({ id }).first('league_id')) as
    { league_id: number } | undefined;
  if (!row) return undefined;
  return (await leagueContests(db, row.league_id)).find((contest) => contest.id === id);
}

/** A contest's current location, or null when there is no such contest. */
export async function findContestLocation(
  db: Db,
  id: number,
): Promise<{ location: string | null } | null> {
  const row = (await db(`${rm}.contests`).where({ id }).first('id', 'location')) as
    { location: string | null } | undefined;
  return row ?? null;
}

/** An arena's name, or null when there is no such arena. */
export async function findArenaName(db: Db, id: number): Promise<string | null> {
  const row = (await db(`${rm}.arenas`).where({ id }).first('name')) as
    { name: string } | undefined;
  return row?.name ?? null;
}

/** Whether a category exists. */
export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db(`${rm}.categories`).where({ id }).first('id')) !== undefined;
}

/** How many of these team ids name a team of the catalogue. */
export async function countKnownTeams(db: Db, ids: number[]): Promise<number> {
  const rows = (await db(`${rm}.teams`).whereIn('id', ids).select('id')) as { id: number }[];
  return rows.length;
}

/** Arena names of the league's teams (rm.teams.arena_id → rm.arenas.name), for home venues. */
export async function homeArenas(db: Db, leagueId: number): Promise<Record<string, string | null>> {
  const hasArena = await db.schema.withSchema(rm).hasColumn('teams', 'arena_id');
  if (!hasArena) return {};
  const rows = (await db(`${rm}.league_teams as lt`)
    .join(`${rm}.teams as t`, 't.id', 'lt.team_id')
    .leftJoin(`${rm}.arenas as a`, 'a.id', 't.arena_id')
    .where('lt.league_id', leagueId)
    .select('t.id', 'a.name')) as { id: number; name: string | null }[];
  return Object.fromEntries(rows.map((row) => [String(row.id), row.name ?? null]));
}

/**
 * A registration of an existing team: its id, and its names as the read model shows them, for
 * a team registered inline in a league before teams had streams of their own.
 */
export async function teamRegistration(db: Db, teamId: number) {
  const row = (await db(`${rm}.teams`).where({ id: teamId }).first('name', 'full_name', 'city')) as
    { name: string; full_name: string | null; city: string | null } | undefined;
  return row
    ? { team_id: teamId, name: row.name, full_name: row.full_name, city: row.city }
    : { team_id: teamId };
}
