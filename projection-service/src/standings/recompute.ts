import type { Knex } from 'knex';
import { tieBreakOrderOf } from '@courtside/events';
import { copyRows } from '../db/operations/copy-rows';
import { writeRows } from '../db/operations/write-rows';
import { isFreshLoad } from '../db/schema';
import type { ContestRow } from '../db/tables';
import {
  expectedContestsOf,
  leagueTables,
  pointsOf,
  type LeagueContest,
  type LeagueStandingsRow,
} from './tables';
import type { Team } from './rank';

/**
 * Recomputes the live table, the table after every round and after every day with results, and
 * games_played of each league from its contests in `schema` (already up to date in this
 * transaction), with the league's points and tie-break order, and replaces the stored rows with
 * one set-based insert per table. A recomputation, unlike increments, stays right when a
 * finished result is corrected and cannot double-count a replay.
 */
export async function recomputeStandings(
  trx: Knex.Transaction,
  schema: string,
  leagueIds: readonly number[],
): Promise<void> {
  if (leagueIds.length === 0) return;
  const ids = [...leagueIds];
  // One transaction is one connection: its queries run one after another (pg refuses to
  // queue them concurrently on a client in its next major version).
  const teams = await readTeams(trx, schema, ids);
  const contests = await readContests(trx, schema, ids);
  const configs = await readLeagues(trx, schema, ids);
  const live: Array<Record<string, unknown>> = [];
  const rounds: Array<Record<string, unknown>> = [];
  const days: Array<Record<string, unknown>> = [];
  for (const leagueId of ids) {
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
    await trx.raw('DELETE FROM ??.?? WHERE league_id = ANY(?::int[])', [schema, table, ids]);
    // A rebuild's load streams the rows in (every row has every column: toColumns names them).
    const first = rows[0];
    if (first && isFreshLoad(trx)) await copyRows(trx, schema, table, Object.keys(first), rows);
    else await writeRows(trx, schema, table, rows);
  }
  // One grouped join, not a count per league: a rebuild recomputes every league at once, before
  // contests has its league_id index, where a per-league subquery scans contests per league.
  await trx.raw(
    `UPDATE ??.leagues AS l
        SET games_played = f.n
       FROM (SELECT w.id, count(c.league_id)::int AS n
               FROM unnest(?::int[]) AS w(id)
               LEFT JOIN ??.contests AS c ON c.league_id = w.id AND c.status = 'finished'
              GROUP BY w.id) AS f
      WHERE l.id = f.id`,
    [schema, ids, schema],
  );
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
    .whereRaw('lt.league_id = ANY(?::int[])', [leagueIds])
    .select('lt.league_id', 't.id', 't.name');
  const teams = new Map<number, Team[]>();
  for (const row of rows) {
    const list = teams.get(row.league_id);
    if (list) list.push({ id: row.id, name: row.name });
    else teams.set(row.league_id, [{ id: row.id, name: row.name }]);
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
    .whereRaw('league_id = ANY(?::int[])', [leagueIds])
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
    const list = contests.get(row.league_id);
    if (list) list.push(contest);
    else contests.set(row.league_id, [contest]);
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
