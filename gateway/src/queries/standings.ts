import type { Knex } from 'knex';
import type { ProfStandingRow, StandingRow } from '@courtside/events';
import { rmSchema, type StandingDbRow } from '../db/tables';

/** Read model rm.standings: the table of one league, in position order. */
export async function standingsOfLeague(
  db: Knex,
  leagueId: number,
): Promise<{ standings: StandingRow[]; prof_standings: ProfStandingRow[] }> {
  const rows: StandingDbRow[] = await db('standings')
    .withSchema(rmSchema)
    .where('league_id', leagueId)
    .orderBy([
      { column: 'position', order: 'asc' },
      { column: 'team_name', order: 'asc' },
    ]);
  const standings = rows.map((row): StandingRow => ({
    position: row.position,
    team: { id: row.team_id, name: row.team_name },
    played: row.played,
    won: row.won,
    lost: row.lost,
    forfeits: row.forfeits,
    points_for: row.points_for,
    points_against: row.points_against,
    point_difference: row.points_for - row.points_against,
    points: row.points,
    criterion: row.criterion,
  }));
  const profStandings = rows.map((row, index): ProfStandingRow => ({
    ...(standings[index] as StandingRow),
    home_won: row.home_won,
    home_lost: row.home_lost,
    away_won: row.away_won,
    away_lost: row.away_lost,
  }));
  return { standings, prof_standings: profStandings };
}
