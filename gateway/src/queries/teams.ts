import type { Knex } from 'knex';
import type { PublicTeam } from '@courtside/events';
import { rmSchema, type TeamRow } from '../db/tables';

/** Read models rm.teams and rm.league_teams: the teams registered in a league, by name. */
export async function teamsOfLeague(db: Knex, leagueId: number): Promise<PublicTeam[]> {
  const rows: TeamRow[] = await db(`${rmSchema}.teams as t`)
    .join(`${rmSchema}.league_teams as lt`, 'lt.team_id', 't.id')
    .where('lt.league_id', leagueId)
    .select('t.id', 't.name', 't.full_name', 't.city')
    .orderBy([
      { column: 't.name', order: 'asc' },
      { column: 't.id', order: 'asc' },
    ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    city: row.city,
  }));
}

/** A team's name, or null when there is no such team. */
export async function teamName(
  db: Knex | Knex.Transaction,
  teamId: number,
): Promise<string | null> {
  const row: { name: string } | undefined = await db('teams')
    .withSchema(rmSchema)
    .where('id', teamId)
    .first('name');
  return row?.name ?? null;
}

/** The first league (lowest id) a team is registered in, or null. */
export async function firstLeagueOfTeam(
  db: Knex | Knex.Transaction,
  teamId: number,
): Promise<number | null> {
  const row: { league_id: number } | undefined = await db('league_teams')
    .withSchema(rmSchema)
    .where('team_id', teamId)
    .orderBy('league_id')
    .first('league_id');
  return row?.league_id ?? null;
}
