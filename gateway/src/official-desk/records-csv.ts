import { stringify } from 'csv-stringify/sync';
import type { OfficialRecords } from '@courtside/events';

/** A text cell a spreadsheet would run as a formula is kept as text. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** An official's records as CSV (UTF-8 with a BOM, so spreadsheets read Serbian letters). */
export function recordsCsv(records: OfficialRecords): string {
  return (
    '\uFEFF' +
    stringify([
      [
        'contest_id',
        'time',
        'league',
        'role',
        'home',
        'away',
        'home_total',
        'away_total',
        'status',
        'fee',
      ],
      ...records.data.map((row) => [
        row.contest_id,
        row.time,
        cell(row.league.name),
        row.role,
        cell(row.first_team_name),
        cell(row.second_team_name),
        row.first_team_total ?? '',
        row.second_team_total ?? '',
        row.status,
        row.fee,
      ]),
      ['', '', 'Total', '', '', '', '', '', records.total.matches, records.total.fees],
    ])
  );
}
