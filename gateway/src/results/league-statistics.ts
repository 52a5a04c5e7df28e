import type { Knex } from 'knex';
import type { LeagueStatistics } from '@courtside/events';
import { rmSchema } from '../db/tables';
import { findPublicLeague } from '../queries/leagues';
import { leagueStatistics, type FinishedContest } from './team-statistics';

interface FinishedRow {
  id: number;
  time: Date;
  first_team_id: number;
  first_team_name: string;
  second_team_id: number;
  second_team_name: string;
  A1: number | null;
  A2: number | null;
  A3: number | null;
  A4: number | null;
  A_extra: number | null;
  B1: number | null;
  B2: number | null;
  B3: number | null;
  B4: number | null;
  B_extra: number | null;
  first_team_total: number;
  second_team_total: number;
  forfeit: boolean;
}

/**
 * Team statistics of a public league from its finished contests (rm.contests), or null when
 * the league is unknown or not public. `teamId` narrows the teams to one.
 */
export async function publicLeagueStatistics(
  db: Knex,
  leagueId: number,
  teamId?: number,
): Promise<LeagueStatistics | 'no-team' | null> {
  const league = await findPublicLeague(db, leagueId);
  if (!league) return null;
  const teamQuery = db(`${rmSchema}.league_teams as lt`)
    .join(`${rmSchema}.teams as t`, 't.id', 'lt.team_id')
    .where('lt.league_id', leagueId)
    .select('t.id', 't.name')
    .orderBy([{ column: 't.name' }, { column: 't.id' }]);
  if (teamId !== undefined) void teamQuery.where('t.id', teamId);
  const [teams, rows] = (await Promise.all([
    teamQuery,
    db(`${rmSchema}.contests`)
      .where({ league_id: leagueId, status: 'finished' })
      .select(
        'id',
        'time',
        'first_team_id',
        'first_team_name',
        'second_team_id',
        'second_team_name',
        'A1',
        'A2',
        'A3',
        'A4',
        'A_extra',
        'B1',
        'B2',
        'B3',
        'B4',
        'B_extra',
        'first_team_total',
        'second_team_total',
        'forfeit',
      )
      .orderBy([{ column: 'time' }, { column: 'id' }]),
  ])) as [{ id: number; name: string }[], FinishedRow[]];
  if (teamId !== undefined && teams.length === 0) return 'no-team';
  const contests: FinishedContest[] = rows.map((row) => ({
    id: row.id,
    time: new Date(row.time).toISOString(),
    home: { id: row.first_team_id, name: row.first_team_name },
    away: { id: row.second_team_id, name: row.second_team_name },
    homePeriods: [row.A1, row.A2, row.A3, row.A4, row.A_extra],
    awayPeriods: [row.B1, row.B2, row.B3, row.B4, row.B_extra],
    homeTotal: row.first_team_total,
    awayTotal: row.second_team_total,
    forfeit: row.forfeit,
  }));
  if (teamId === undefined) return leagueStatistics(league, teams, contests);
  // One team asked for: its contests only, so the biggest wins are the ones it played in.
  const involved = contests.filter((g) => g.home.id === teamId || g.away.id === teamId);
  return leagueStatistics(league, teams, involved);
}
