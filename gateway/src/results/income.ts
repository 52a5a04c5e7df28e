import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import type { IncomeReport, IncomeRow, IncomeTotal } from '@courtside/events';
import { rmSchema } from '../db/tables';

/** What an income report covers: UTC days, both included, and optional narrowing. */
export interface IncomeFilters {
  from: string;
  to: string;
  leagueId?: number;
  officialId?: number;
}

/**
 * The roles a league pays and the fee key (rm.leagues.fees: delegate, referee, statistician)
 * each is paid from. An assistant referee is paid the referee's fee; a league administrator
 * is not paid per contest.
 */
const feeKeyOfRole: Record<string, string> = {
  referee: 'referee',
  'assistant referee': 'referee',
  delegate: 'delegate',
  statistician: 'statistician',
};

/**
 * Whether the officials' read models are there yet (rm.contest_officials and rm.leagues.fees
 * come with the officials' projection); without them nobody has earned anything.
 */
async function officialsReadModelsExist(db: Knex): Promise<boolean> {
  const { rows } = (await db.raw(
    `SELECT to_regclass(?) IS NOT NULL AS assignments,
            EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_schema = ? AND table_name = 'leagues' AND column_name = 'fees') AS fees`,
    [`${rmSchema}.contest_officials`, rmSchema],
  )) as { rows: { assignments: boolean; fees: boolean }[] };
  return Boolean(rows[0]?.assignments && rows[0].fees);
}

interface Grouped {
  account_id: number;
  name: string | null;
  email: string | null;
  league_id: number;
  league_name: string;
  role: string;
  contests: number;
  fee: string;
}

function totals(rows: IncomeRow[], pick: (row: IncomeRow) => { id: number; name: string }) {
  const byId = new Map<number, IncomeTotal>();
  for (const row of rows) {
    const { id, name } = pick(row);
    const total = byId.get(id) ?? { id, name, matches: 0, amount: 0 };
    total.matches += row.matches;
    total.amount += row.amount;
    byId.set(id, total);
  }
  return [...byId.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

/**
 * Fees earned over a range: for each official, league and role, the finished contests they
 * were assigned to (rm.contest_officials) times the league's fee for that role.
 */
export async function incomeReport(db: Knex, filters: IncomeFilters): Promise<IncomeReport> {
  let rows: IncomeRow[] = [];
  if (await officialsReadModelsExist(db)) {
    const feeKey = `CASE co.role ${Object.entries(feeKeyOfRole)
      .map(([role, key]) => `WHEN '${role}' THEN '${key}'`)
      .join(' ')} END`;
    const query = db(`${rmSchema}.contest_officials as co`)
      .join(`${rmSchema}.contests as c`, 'c.id', 'co.contest_id')
      .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
      .leftJoin('accounts as a', 'a.id', 'co.account_id')
      .where('c.status', 'finished')
      .whereIn('co.role', Object.keys(feeKeyOfRole))
      .where('c.time', '>=', db.raw(`?::date::timestamp AT TIME ZONE 'UTC'`, [filters.from]))
      .where('c.time', '<', db.raw(`(?::date + 1)::timestamp AT TIME ZONE 'UTC'`, [filters.to]))
      .groupBy('co.account_id', 'a.name', 'a.email', 'l.id', 'l.name', 'co.role', 'l.fees')
      .select(
        'co.account_id',
        'a.name',
        'a.email',
        'l.id as league_id',
        'l.name as league_name',
        'co.role',
        db.raw('count(DISTINCT c.id)::int AS contests'),
        // A fee that is not a number (or missing) pays nothing rather than failing the report.
        db.raw(
          `CASE WHEN jsonb_typeof(l.fees -> (${feeKey})) = 'number'
                THEN (l.fees ->> (${feeKey}))::numeric ELSE 0 END AS fee`,
        ),
      )
      .orderBy([{ column: 'a.name' }, { column: 'l.name' }, { column: 'co.role' }]);
    if (filters.leagueId !== undefined) void query.where('l.id', filters.leagueId);
    if (filters.officialId !== undefined) void query.where('co.account_id', filters.officialId);
    const grouped = (await query) as Grouped[];
    rows = grouped.map((row) => {
      const fee = Number(row.fee);
      return {
        official: {
          id: row.account_id,
          name: row.name ?? `#${row.account_id}`,
          email: row.email,
        },
        league: { id: row.league_id, name: row.league_name },
        role: row.role,
        matches: row.contests,
        fee,
        amount: Math.round(fee * row.contests * 100) / 100,
      };
    });
  }
  const byOfficial = totals(rows, (row) => row.official);
  return {
    from: filters.from,
    to: filters.to,
    rows,
    by_official: byOfficial,
    by_league: totals(rows, (row) => row.league),
    total: {
      matches: rows.reduce((sum, row) => sum + row.matches, 0),
      amount: Math.round(rows.reduce((sum, row) => sum + row.amount, 0) * 100) / 100,
    },
  };
}

/** A text cell a spreadsheet would run as a formula is kept as text. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The report as CSV: one line per official, league and role, then the total. */
export function incomeCsv(report: IncomeReport): string {
  return stringify([
    ['official_id', 'official', 'email', 'league_id', 'league', 'role', 'matches', 'fee', 'amount'],
    ...report.rows.map((row) => [
      row.official.id,
      cell(row.official.name),
      cell(row.official.email ?? ''),
      row.league.id,
      cell(row.league.name),
      row.role,
      row.matches,
      row.fee,
      row.amount,
    ]),
    ['', 'Total', '', '', '', '', report.total.matches, '', report.total.amount],
  ]);
}
