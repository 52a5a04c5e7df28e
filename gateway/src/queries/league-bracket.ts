import type { Knex } from 'knex';
import { rmSchema as rm, type LeagueSeriesRow } from '../db/tables';
import { leagueContests } from './admin-leagues';

/** The bracket as the admin and public views draw it: rounds of series with their contests. */
export async function bracketOf(db: Knex | Knex.Transaction, leagueId: number) {
  const series = (await db(`${rm}.league_series`)
    .where({ league_id: leagueId })
    .orderBy([{ column: 'round' }, { column: 'index' }])) as LeagueSeriesRow[];
  const teamIds = series
    .flatMap((s) => [s.first_team_id, s.second_team_id])
    .filter((id): id is number => id !== null);
  const names = new Map(
    (
      (await db(`${rm}.teams`).whereIn('id', teamIds).select('id', 'name')) as {
        id: number;
        name: string;
      }[]
    ).map((t) => [t.id, t.name]),
  );
  const contests = new Map(
    (await leagueContests(db, leagueId)).map((contest) => [contest.id, contest]),
  );
  const team = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  const rounds = [...new Set(series.map((s) => s.round))].map((round) => ({
    round,
    series: series
      .filter((s) => s.round === round)
      .map((s) => {
        const seriesContests = s.games.flatMap((contestId) => contests.get(contestId) ?? []);
        const wins = (teamId: number | null) =>
          seriesContests.filter(
            (g) =>
              g.status === 'finished' &&
              ((g.winner === 'first_team' && g.first_team_id === teamId) ||
                (g.winner === 'second_team' && g.second_team_id === teamId)),
          ).length;
        return {
          key: s.key,
          first_team: team(s.first_team_id),
          second_team: team(s.second_team_id),
          winner_team_id: s.winner_team_id,
          wins: { first: wins(s.first_team_id), second: wins(s.second_team_id) },
          games: seriesContests,
        };
      }),
  }));
  return { best_of: series[0]?.best_of ?? null, rounds };
}
