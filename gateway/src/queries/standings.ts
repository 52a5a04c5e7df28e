import type { Knex } from 'knex';
import type { ProfStandingRow, StandingRow } from '@courtside/events';
import { rmSchema, type StandingDbRow } from '../db/tables';

/** Which table to read: the live one, or as it stood after a round or at the end of a day. */
export type StandingsCut = { round: number } | { date: string } | null;

/** The snapshot that answers a cut: its table and key, or null for the live table. */
async function snapshotOf(
  db: Knex,
  leagueId: number,
  cut: StandingsCut,
): Promise<
  { table: 'standings_rounds'; round: number } | { table: 'standings_days'; day: string } | null
> {
  if (!cut) return null;
  if ('date' in cut) {
    const found: { day: string } | undefined = await db('standings_days')
      .withSchema(rmSchema)
      .where('league_id', leagueId)
      .where('day', '<=', cut.date)
      .max<{ day: string }>({ day: db.raw(`to_char(day, 'YYYY-MM-DD')`) })
      .first();
    // No results by that day: the table before any contest.
    return found?.day
      ? { table: 'standings_days', day: found.day }
      : { table: 'standings_rounds', round: 0 };
  }
  // A round past the last one is the table after the last one.
  const found: { round: number | null } | undefined = await db('standings_rounds')
    .withSchema(rmSchema)
    .where('league_id', leagueId)
    .where('round', '<=', cut.round)
    .max<{ round: number | null }>({ round: 'round' })
    .first();
  return { table: 'standings_rounds', round: found?.round ?? 0 };
}

/** The table of one league, live or as of a round or date, in position order. */
export async function standingsOfLeague(
  db: Knex,
  leagueId: number,
  cut: StandingsCut = null,
): Promise<{ standings: StandingRow[]; prof_standings: ProfStandingRow[] }> {
  const snapshot = await snapshotOf(db, leagueId, cut);
  const query = db(snapshot?.table ?? 'standings')
    .withSchema(rmSchema)
    .where('league_id', leagueId);
  if (snapshot?.table === 'standings_rounds') query.where('round', snapshot.round);
  if (snapshot?.table === 'standings_days') query.where('day', snapshot.day);
  const rows: StandingDbRow[] = await query.orderBy([
    { column: 'position', order: 'asc' },
    { column: 'team_name', order: 'asc' },
    { column: 'team_id', order: 'asc' },
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

/**
 * The rounds of a league with at least one finished contest, in order: what the round selector
 * offers. A round not yet played would only show the table as it already is.
 */
export async function roundsOfLeague(db: Knex, leagueId: number): Promise<number[]> {
  const rows: Array<{ round: number }> = await db('contests')
    .withSchema(rmSchema)
    .where('league_id', leagueId)
    .where('status', 'finished')
    .distinct('round')
    .orderBy('round');
  return rows.map((row) => row.round);
}
