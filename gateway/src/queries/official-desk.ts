import type { Knex } from 'knex';
import type { OfficialLeague, OfficialRecord, OfficialRecords } from '@courtside/events';
import { rmSchema } from '../db/tables';

/**
 * The leagues an official works in (spec §2 officials `leagues`): the leagues whose lists name
 * them and the leagues of matches whose crew names them, each with their roles there and how
 * many of its matches are still to play.
 */
export async function leaguesOfOfficialDesk(
  db: Knex,
  accountId: number,
): Promise<OfficialLeague[]> {
  const { rows } = (await db.raw(
    `WITH roles AS (
       SELECT league_id, role FROM ${rmSchema}.league_officials WHERE account_id = :id
       UNION
       SELECT league_id, role FROM ${rmSchema}.contest_officials WHERE account_id = :id
     )
     SELECT l.id, l.name, l.season, l.category_name,
            array_agg(DISTINCT r.role ORDER BY r.role) AS roles,
            (SELECT count(*)::int FROM ${rmSchema}.contests c
              WHERE c.league_id = l.id
                AND c.status NOT IN ('finished', 'postponed', 'cancelled')) AS upcoming
       FROM roles r JOIN ${rmSchema}.leagues l ON l.id = r.league_id
      GROUP BY l.id
      ORDER BY l.name, l.id`,
    { id: accountId },
  )) as { rows: OfficialLeague[] };
  return rows;
}

/**
 * The matches an official worked between two UTC days (both included) that have started by
 * `now`: role, league, result, and the league's fee for the role (assistant referee paid as
 * referee, as the income report pays), counted for finished matches only.
 */
export async function officialRecords(
  db: Knex,
  filters: { accountId: number; from: string; to: string; now: Date; leagueId?: number },
): Promise<OfficialRecords> {
  const { rows } = (await db.raw(
    `SELECT c.id AS contest_id, c.time, l.id AS league_id, l.name AS league_name, co.role,
            c.first_team_name, c.second_team_name, c.first_team_total, c.second_team_total,
            c.status,
            CASE WHEN c.status = 'finished'
                  AND jsonb_typeof(l.fees -> fee_key.key) = 'number'
                 THEN (l.fees ->> fee_key.key)::numeric ELSE 0 END AS fee
       FROM ${rmSchema}.contest_officials co
       JOIN ${rmSchema}.contests c ON c.id = co.contest_id
       JOIN ${rmSchema}.leagues l ON l.id = c.league_id
       CROSS JOIN LATERAL (SELECT CASE co.role WHEN 'assistant referee' THEN 'referee'
                                               ELSE co.role END AS key) fee_key
      WHERE co.account_id = :accountId
        AND c.time >= (:from::date)::timestamp AT TIME ZONE 'UTC'
        AND c.time < (:to::date + 1)::timestamp AT TIME ZONE 'UTC'
        AND c.time <= :now
        AND (:leagueId::int IS NULL OR l.id = :leagueId::int)
      ORDER BY c.time DESC, c.id DESC, co.role`,
    {
      accountId: filters.accountId,
      from: filters.from,
      to: filters.to,
      now: filters.now,
      leagueId: filters.leagueId ?? null,
    },
  )) as {
    rows: (Omit<OfficialRecord, 'league' | 'fee' | 'time'> & {
      time: Date;
      league_id: number;
      league_name: string;
      fee: string;
    })[];
  };
  const data = rows.map(({ league_id, league_name, fee, time, ...row }) => ({
    ...row,
    time: time.toISOString(),
    league: { id: league_id, name: league_name },
    fee: Number(fee),
  }));
  return {
    from: filters.from,
    to: filters.to,
    data,
    total: {
      matches: data.length,
      fees: Math.round(data.reduce((sum, row) => sum + row.fee, 0) * 100) / 100,
    },
  };
}
