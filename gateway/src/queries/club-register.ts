import type { Knex } from 'knex';
import type { AdminClub, PublicClubRecord, TeamLink } from '@courtside/events';
import { NotFoundError } from '../errors';
import { rmSchema } from '../db/tables';
import { paginate, type ListQuery, type Page } from './paging';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A club's own columns: the admin answer without its teams and counts. */
type ClubRow = Omit<AdminClub, 'team_ids' | 'teams' | 'players' | 'officials'>;

async function clubTeams(knex: Knex, clubIds: number[]) {
  if (clubIds.length === 0)
    return new Map<number, { id: number; name: string; category_name: string | null }[]>();
  const rows = (await knex(`${rmSchema}.club_teams as ct`)
    .join(`${rmSchema}.teams as t`, 't.id', 'ct.team_id')
    .leftJoin(`${rmSchema}.categories as c`, 'c.id', 't.category_id')
    .whereIn('ct.club_id', clubIds)
    .orderBy(['ct.club_id', 'ct.position'])
    .select('ct.club_id', 't.id', 't.name', 'c.name as category_name')) as {
    club_id: number;
    id: number;
    name: string;
    category_name: string | null;
  }[];
  const byClub = new Map<number, { id: number; name: string; category_name: string | null }[]>();
  for (const row of rows) {
    const list = byClub.get(row.club_id) ?? [];
    list.push({ id: row.id, name: row.name, category_name: row.category_name });
    byClub.set(row.club_id, list);
  }
  return byClub;
}

async function licenceCounts(knex: Knex, clubIds: number[]) {
  const rows = (await knex(`${rmSchema}.licences`)
    .whereIn('club_id', clubIds)
    .where('status', 'active')
    .groupBy('club_id', 'kind')
    .select('club_id', 'kind', knex.raw('count(*)::int as n'))) as {
    club_id: number;
    kind: string;
    n: number;
  }[];
  return rows;
}

async function toAdminClubs(knex: Knex, rows: ClubRow[]): Promise<AdminClub[]> {
  const ids = rows.map((row) => row.id);
  const [teams, counts] = await Promise.all([clubTeams(knex, ids), licenceCounts(knex, ids)]);
  return rows.map((row) => {
    const own = teams.get(row.id) ?? [];
    const count = (kind: string) =>
      counts.find((c) => c.club_id === row.id && c.kind === kind)?.n ?? 0;
    return {
      ...row,
      team_ids: own.map((team) => team.id),
      teams: own.map((team) => ({ id: team.id, name: team.name })),
      players: count('player'),
      officials: count('official'),
    };
  });
}

/** Clubs for the administration, by name, searched by name or city. */
export async function pageAdminClubs(knex: Knex, list: ListQuery): Promise<Page<AdminClub>> {
  const query = knex(`${rmSchema}.clubs`).select('*');
  if (list.search) {
    query.where((q) =>
      q.whereILike('name', like(list.search)).orWhereILike('city', like(list.search)),
    );
  }
  const page = await paginate<ClubRow, ClubRow>(
    query,
    list,
    [{ column: 'name', order: 'asc' }],
    (row) => row,
  );
  return { ...page, data: await toAdminClubs(knex, page.data) };
}

/** One club for the administration; 404 when there is none. */
export async function findAdminClub(knex: Knex, id: number): Promise<AdminClub> {
  const row = (await knex(`${rmSchema}.clubs`).where({ id }).first()) as ClubRow | undefined;
  if (!row) throw new NotFoundError();
  const [club] = await toAdminClubs(knex, [row]);
  if (!club) throw new NotFoundError();
  return club;
}

/** Whether another club already has this name (case-insensitive). */
export async function clubNameTaken(knex: Knex, name: string, except?: number): Promise<boolean> {
  const query = knex(`${rmSchema}.clubs`).whereRaw('lower(name) = lower(?)', [name.trim()]);
  if (except !== undefined) query.whereNot('id', except);
  return Boolean(await query.first('id'));
}

/** Teams named that already belong to a club other than `except`. */
export async function teamsInOtherClubs(
  knex: Knex,
  teamIds: number[],
  except?: number,
): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const query = knex(`${rmSchema}.club_teams`).whereIn('team_id', teamIds);
  if (except !== undefined) query.whereNot('club_id', except);
  const rows = (await query.select('team_id')) as { team_id: number }[];
  return rows.map((row) => row.team_id);
}

/** The club a name stands for (exact, case-insensitive). */
export async function clubByName(knex: Knex | Knex.Transaction, name: string) {
  const row = (await knex(`${rmSchema}.clubs`)
    .whereRaw('lower(name) = lower(?)', [name.trim()])
    .orderBy('id')
    .first('id', 'name')) as { id: number; name: string } | undefined;
  return row ?? null;
}

/**
 * `GET /leagues/team/{id}/link`: the team's club and its active licences, with public fields
 * only. Selected column by column, so a private column can never slip into the answer.
 */
export async function teamLink(knex: Knex, teamId: number): Promise<TeamLink> {
  const team = await knex(`${rmSchema}.teams`)
    .where({ id: teamId })
    .whereNull('deleted_at')
    .first('id');
  if (!team) throw new NotFoundError();
  const link = (await knex(`${rmSchema}.club_teams`)
    .where({ team_id: teamId })
    .orderBy('club_id')
    .first('club_id')) as { club_id: number } | undefined;
  if (!link) return { licensedPlayers: [], licensedClubOfficials: [], club: null };
  const clubId = link.club_id;
  const clubRow = (await knex(`${rmSchema}.clubs as c`)
    .leftJoin(`${rmSchema}.arenas as a`, 'a.id', 'c.arena_id')
    .where('c.id', clubId)
    .first(
      'c.id',
      'c.name',
      'c.city',
      'c.region',
      'c.logo',
      'c.link',
      'c.contact',
      'a.id as arena_id',
      'a.name as arena_name',
      'a.city as arena_city',
    )) as
    | (Omit<PublicClubRecord, 'arena' | 'teams'> & {
        arena_id: number | null;
        arena_name: string | null;
        arena_city: string | null;
      })
    | undefined;
  if (!clubRow) return { licensedPlayers: [], licensedClubOfficials: [], club: null };
  const { arena_id: arenaId, arena_name: arenaName, arena_city: arenaCity, ...club } = clubRow;
  const teams = (await clubTeams(knex, [clubId])).get(clubId) ?? [];
  const active = () =>
    knex(`${rmSchema}.licences`)
      .where({ club_id: clubId, status: 'active' })
      .orderBy([
        { column: 'season', order: 'desc' },
        { column: 'last_name', order: 'asc' },
        { column: 'first_name', order: 'asc' },
      ]);
  const players = (await active()
    .where({ kind: 'player' })
    .select(
      'id',
      'first_name',
      'last_name',
      knex.raw('extract(year from birth_date)::int as birth_year'),
      'number',
      'position',
      'photo',
      'season',
    )) as TeamLink['licensedPlayers'];
  const officials = (await active()
    .where({ kind: 'official' })
    .select(
      'id',
      'first_name',
      'last_name',
      'role',
      'season',
    )) as TeamLink['licensedClubOfficials'];
  return {
    licensedPlayers: players,
    licensedClubOfficials: officials,
    club: {
      ...club,
      arena:
        arenaId !== null && arenaName !== null
          ? { id: arenaId, name: arenaName, city: arenaCity }
          : null,
      teams,
    },
  };
}

/** The ids of a club's teams (a representative's club plays with these). */
export async function clubTeamIds(knex: Knex, clubId: number): Promise<number[]> {
  const rows = (await knex(`${rmSchema}.club_teams`)
    .where({ club_id: clubId })
    .select('team_id')) as {
    team_id: number;
  }[];
  return rows.map((row) => row.team_id);
}
