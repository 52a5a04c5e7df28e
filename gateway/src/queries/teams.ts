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
