import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import type { Changes, ProjectedEvent, Projection } from './projection';

/** Points for a result. Fixed for now; per-league points come with configurable rules. */
export const standingPoints = { win: 2, loss: 1, forfeitLoss: 0 } as const;

/**
 * rm.standings, and leagues.games_played beside it because both count the same finished
 * contests. Every league the batch touched is recomputed from its finished contests in
 * rm.contests (already up to date in this transaction): a recomputation, unlike increments,
 * stays right when a finished result is corrected and cannot double-count a replay.
 */
export const standingsProjection: Projection = {
  name: 'standings',
  handles: new Set([
    'TeamRegistered',
    'ScoreRecorded',
    'ContestFinished',
    'ContestPostponed',
    'ContestCancelled',
  ]),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const leagueIds = [
      ...new Set(
        events.flatMap(({ event }) =>
          event.type === 'CategoryCreated' ? [] : [event.data.leagueId],
        ),
      ),
    ];
    if (leagueIds.length === 0) return;
    await trx.withSchema(schema).table('standings').whereIn('league_id', leagueIds).delete();
    await trx.raw(recomputeStandings, {
      schema,
      leagueIds,
      win: standingPoints.win,
      loss: standingPoints.loss,
      forfeitLoss: standingPoints.forfeitLoss,
    });
    await trx.raw(
      `UPDATE ??.leagues AS l
          SET games_played = (SELECT count(*)::int FROM ??.contests AS c
                               WHERE c.league_id = l.id AND c.status = 'finished')
        WHERE l.id = ANY(?::int[])`,
      [schema, schema, leagueIds],
    );
    for (const id of leagueIds) changes.leagues.add(id);
  },
};

// One row per side of every finished contest, then one standings row per registered team.
const recomputeStandings = `
WITH sides AS (
  SELECT league_id, first_team_id AS team_id, true AS home,
         first_team_total AS scored, second_team_total AS conceded,
         winner = 'first_team' AS won, forfeit AND winner = 'second_team' AS forfeited
    FROM :schema:.contests
   WHERE status = 'finished' AND league_id = ANY(:leagueIds::int[])
  UNION ALL
  SELECT league_id, second_team_id, false,
         second_team_total, first_team_total,
         winner = 'second_team', forfeit AND winner = 'first_team'
    FROM :schema:.contests
   WHERE status = 'finished' AND league_id = ANY(:leagueIds::int[])
),
totals AS (
  SELECT lt.league_id, lt.team_id, t.name AS team_name,
         count(s.team_id)::int AS played,
         count(*) FILTER (WHERE s.won)::int AS won,
         count(*) FILTER (WHERE NOT s.won)::int AS lost,
         count(*) FILTER (WHERE s.forfeited)::int AS forfeits,
         coalesce(sum(s.scored), 0)::int AS points_for,
         coalesce(sum(s.conceded), 0)::int AS points_against,
         count(*) FILTER (WHERE s.home AND s.won)::int AS home_won,
         count(*) FILTER (WHERE s.home AND NOT s.won)::int AS home_lost,
         count(*) FILTER (WHERE NOT s.home AND s.won)::int AS away_won,
         count(*) FILTER (WHERE NOT s.home AND NOT s.won)::int AS away_lost
    FROM :schema:.league_teams AS lt
    JOIN :schema:.teams AS t ON t.id = lt.team_id
    LEFT JOIN sides AS s ON s.league_id = lt.league_id AND s.team_id = lt.team_id
   WHERE lt.league_id = ANY(:leagueIds::int[])
   GROUP BY lt.league_id, lt.team_id, t.name
),
scored AS (
  SELECT *, (won * :win + (lost - forfeits) * :loss + forfeits * :forfeitLoss)::int AS points
    FROM totals
)
INSERT INTO :schema:.standings (league_id, team_id, team_name, position, played, won, lost,
  forfeits, points_for, points_against, points, home_won, home_lost, away_won, away_lost)
SELECT league_id, team_id, team_name,
       row_number() OVER (PARTITION BY league_id
                          ORDER BY points DESC, points_for - points_against DESC,
                                   points_for DESC, team_name, team_id)::int,
       played, won, lost, forfeits, points_for, points_against, points,
       home_won, home_lost, away_won, away_lost
  FROM scored`;
