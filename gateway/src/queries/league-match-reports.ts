import type { Knex } from 'knex';
import type { LeagueMatchReport } from '@courtside/events';
import { rmSchema } from '../db/tables';

/** A league's matches, latest first, with whether a report was filed and how many files. */
export async function leagueMatchReports(db: Knex, leagueId: number): Promise<LeagueMatchReport[]> {
  const rows = (await db(`${rmSchema}.contests as c`)
    .leftJoin(`${rmSchema}.match_reports as r`, 'r.contest_id', 'c.id')
    .leftJoin('accounts as a', 'a.id', 'r.filed_by')
    .where('c.league_id', leagueId)
    .orderBy([
      { column: 'c.time', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .select(
      'c.id as contest_id',
      'c.time',
      'c.status',
      'c.first_team_name',
      'c.second_team_name',
      'c.first_team_total',
      'c.second_team_total',
      'r.filed_at as report_filed_at',
      'a.name as report_filed_by',
      db.raw('(SELECT count(*)::int FROM match_files f WHERE f.contest_id = c.id) AS files'),
    )) as (Omit<LeagueMatchReport, 'time' | 'report_filed_at'> & {
    time: Date;
    report_filed_at: Date | null;
  })[];
  return rows.map((row) => ({
    ...row,
    time: row.time.toISOString(),
    report_filed_at: row.report_filed_at?.toISOString() ?? null,
  }));
}

/** The league a match belongs to, or null when there is no such match. */
export async function contestLeague(db: Knex, contestId: number): Promise<number | null> {
  const row = (await db(`${rmSchema}.contests`).where({ id: contestId }).first('league_id')) as
    { league_id: number } | undefined;
  return row?.league_id ?? null;
}
