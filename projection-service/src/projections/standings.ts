import type { Knex } from 'knex';
import { tieBreakOrderOf } from '@courtside/events';
import { schemaOf } from '../db/migrate';
import type { ContestRow } from '../db/tables';
import {
  expectedContestsOf,
  leagueTables,
  pointsOf,
  type LeagueContest,
  type LeagueStandingsRow,
} from '../standings/tables';
import type { Team } from '../standings/rank';
import { chunk, type Changes, type ProjectedEvent, type Projection } from './projection';

/**
 * rm.standings, its snapshots after every round (rm.standings_rounds) and every day with
 * results (rm.standings_days), and leagues.games_played beside them because they all count the
 * same finished contests. Every league the batch touched is recomputed from its contests in
 * rm.contests (already up to date in this transaction) with the league's points and FIBA
 * Appendix D tie-breaks in the league's order: a recomputation, unlike increments, stays right when a finished result
 * is corrected and cannot double-count a replay.
 */
export const standingsProjection: Projection = {
  name: 'standings',
  handles: new Set([
    'TeamRegistered',
    'ScoreRecorded',
    'ContestFinished',
    'ContestPostponed',
    'ContestCancelled',
    'ResultCorrected',
    'ResultEntered',
    // A league's points or round-robin cycles, a team's name.
    'LeagueUpdated',
    'TeamUpdated',
    // A contest added or moved: whether the schedule is complete, which day it counts on.
    'ContestScheduled',
    'ContestRescheduled',
  ]),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const leagueIds = await leaguesToRecompute(trx, schema, events, changes);
    if (leagueIds.length === 0) return;
    for (const leagueId of leagueIds) changes.standings.add(leagueId);

    // One transaction is one connection: its queries run one after another (pg refuses to
    // queue them concurrently on a client in its next major version).
    const teams = await readTeams(trx, schema, leagueIds);
    const contests = await readContests(trx, schema, leagueIds);
    const configs = await readLeagues(trx, schema, leagueIds);
    const live: Array<Record<string, unknown>> = [];
    const rounds: Array<Record<string, unknown>> = [];
    const days: Array<Record<string, unknown>> = [];
    for (const leagueId of leagueIds) {
      const leagueTeams = teams.get(leagueId) ?? [];
      const league = configs.get(leagueId);
      const tables = leagueTables(
        leagueTeams,
        contests.get(leagueId) ?? [],
        pointsOf(league?.config),
        league ? expectedContestsOf(league.kind, league.rounds, leagueTeams.length) : 0,
        tieBreakOrderOf(league?.tie_break_order),
      );
      live.push(...tables.live.map((row) => toColumns(leagueId, row)));
      for (const [round, rows] of tables.byRound) {
        rounds.push(...rows.map((row) => ({ ...toColumns(leagueId, row), round })));
      }
      for (const [day, rows] of tables.byDay) {
        days.push(...rows.map((row) => ({ ...toColumns(leagueId, row), day })));
      }
    }

    for (const [table, rows] of [
      ['standings', live],
      ['standings_rounds', rounds],
      ['standings_days', days],
    ] as const) {
      await trx.withSchema(schema).table(table).whereIn('league_id', leagueIds).delete();
      for (const part of chunk(rows, 500)) {
        await trx.withSchema(schema).table(table).insert(part);
      }
    }
    await trx.raw(
      `UPDATE ??.leagues AS l
          SET games_played = (SELECT count(*)::int FROM ??.contests AS c
                               WHERE c.league_id = l.id AND c.status = 'finished')
        WHERE l.id = ANY(?::int[])`,
      [schema, schema, leagueIds],
    );
  },
};

/**
 * The leagues whose tables the batch may have changed. Every one of them is a changed league for
 * the notice (followers get the new table), but scores entered in a contest still being played
 * change no table, so a batch of only those skips the recomputation: that is most batches
 * while contests are on.
 */
async function leaguesToRecompute(
  trx: Knex.Transaction,
  schema: string,
  events: ProjectedEvent[],
  changes: Changes,
): Promise<number[]> {
  const recompute = new Set<number>();
  const scoredContests = new Map<number, number>();
  const renamedTeams = new Set<number>();
  for (const { event } of events) {
    if (event.type === 'TeamUpdated') renamedTeams.add(event.data.teamId);
    if (!('leagueId' in event.data)) continue;
    const leagueId = event.data.leagueId;
    changes.leagues.add(leagueId);
    if (event.type === 'ScoreRecorded') scoredContests.set(event.data.contestId, leagueId);
    else recompute.add(leagueId);
  }
  const unsure = [...scoredContests].filter(([, leagueId]) => !recompute.has(leagueId));
  if (unsure.length > 0) {
    // A score entered on a finished contest corrects a result that counts.
    const finished = await trx
      .withSchema(schema)
      .table<ContestRow>('contests')
      .whereIn(
        'id',
        unsure.map(([contestId]) => contestId),
      )
      .where('status', 'finished')
      .select('league_id');
    for (const row of finished) recompute.add(row.league_id);
  }
  if (renamedTeams.size > 0) {
    // Every table a renamed team is in, the ones as of earlier rounds too.
    const leagues: Array<{ league_id: number }> = await trx
      .withSchema(schema)
      .table('league_teams')
      .whereIn('team_id', [...renamedTeams])
      .distinct('league_id');
    for (const { league_id: leagueId } of leagues) {
      recompute.add(leagueId);
      changes.leagues.add(leagueId);
    }
  }
  return [...recompute];
}

async function readTeams(
  trx: Knex.Transaction,
  schema: string,
  leagueIds: number[],
): Promise<Map<number, Team[]>> {
  const rows: Array<{ league_id: number; id: number; name: string }> = await trx
    .withSchema(schema)
    .from('league_teams as lt')
    .join('teams as t', 't.id', 'lt.team_id')
    .whereIn('lt.league_id', leagueIds)
    .select('lt.league_id', 't.id', 't.name');
  const teams = new Map<number, Team[]>();
  for (const row of rows) {
    teams.set(row.league_id, [...(teams.get(row.league_id) ?? []), { id: row.id, name: row.name }]);
  }
  return teams;
}

async function readContests(
  trx: Knex.Transaction,
  schema: string,
  leagueIds: number[],
): Promise<Map<number, LeagueContest[]>> {
  const rows: Array<
    Pick<
      ContestRow,
      | 'league_id'
      | 'round'
      | 'status'
      | 'first_team_id'
      | 'second_team_id'
      | 'first_team_total'
      | 'second_team_total'
      | 'forfeit'
    > & { day: string }
  > = await trx
    .withSchema(schema)
    .table('contests')
    .whereIn('league_id', leagueIds)
    .select(
      'league_id',
      'round',
      'status',
      'first_team_id',
      'second_team_id',
      'first_team_total',
      'second_team_total',
      'forfeit',
      trx.raw(`to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`),
    );
  const contests = new Map<number, LeagueContest[]>();
  for (const row of rows) {
    const contest: LeagueContest = {
      round: row.round,
      day: row.day,
      status: row.status,
      home: row.first_team_id,
      away: row.second_team_id,
      homeScore: row.first_team_total,
      awayScore: row.second_team_total,
      forfeit: row.forfeit,
    };
    contests.set(row.league_id, [...(contests.get(row.league_id) ?? []), contest]);
  }
  return contests;
}

interface LeagueFacts {
  id: number;
  kind: string;
  rounds: number;
  config: unknown;
  tie_break_order: unknown;
}

/**
 * Each league's kind, round-robin cycles, standings_config and tie-break order. Both settings
 * are read through to_jsonb so a schema without the column (a read side migrated before leagues
 * had them) reads null, and FIBA's points and order apply.
 */
async function readLeagues(
  trx: Knex.Transaction,
  schema: string,
  leagueIds: number[],
): Promise<Map<number, LeagueFacts>> {
  const { rows } = await trx.raw<{ rows: LeagueFacts[] }>(
    `SELECT l.id, l.kind, l.rounds, to_jsonb(l) -> 'standings_config' AS config,
            to_jsonb(l) -> 'tie_break_order' AS tie_break_order
       FROM ??.leagues AS l
      WHERE l.id = ANY(?::int[])`,
    [schema, leagueIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function toColumns(leagueId: number, row: LeagueStandingsRow): Record<string, unknown> {
  return {
    league_id: leagueId,
    team_id: row.team.id,
    team_name: row.team.name,
    position: row.position,
    played: row.played,
    won: row.won,
    lost: row.lost,
    forfeits: row.forfeits,
    points_for: row.pointsFor,
    points_against: row.pointsAgainst,
    points: row.points,
    home_won: row.homeWon,
    home_lost: row.homeLost,
    away_won: row.awayWon,
    away_lost: row.awayLost,
    criterion: row.criterion,
  };
}
