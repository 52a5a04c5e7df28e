import { parse } from 'csv-parse/sync';
import type { TextKey } from '../i18n';
import { isCalendarDate, type FixturePreviewRow } from '@courtside/events';

/** A team of the league as the file may name it: by id or by (case-insensitive) name. */
export interface LeagueTeam {
  id: number;
  name: string;
}

/** One line of a fixtures file after checking: what it would schedule, or why not. */
export type FixtureRow = Omit<FixturePreviewRow, 'errors'> & {
  first_team_id: number | null;
  second_team_id: number | null;
  /** Start as ISO-8601 UTC when date and time are good. */
  starts_at: string | null;
  errors: Partial<Record<'round' | 'date' | 'time' | 'home' | 'away', TextKey[]>>;
};

export const fixtureColumns = ['round', 'date', 'time', 'home', 'away', 'location'] as const;
/** A file longer than this is refused as a whole (a season has at most 760 contests). */
export const maxFixtureRows = 1000;

const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sr');

/**
 * Reads a fixtures CSV (header `round,date,time,home,away,location`; comma or semicolon;
 * date YYYY-MM-DD, time HH:MM on Belgrade's clock) and checks every row against the league's
 * teams. Answers null when the file itself cannot be read.
 */
export function readFixtures(text: string, teams: LeagueTeam[]): FixtureRow[] | null {
  let records: Record<string, string>[];
  try {
    const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch {
    return null;
  }
  const first = records[0];
  if (!first || !['date', 'time', 'home', 'away'].every((column) => column in first)) return null;
  if (records.length > maxFixtureRows) return null;
  const byName = new Map(teams.map((team) => [normal(team.name), team.id]));
  const byId = new Set(teams.map((team) => team.id));
  const team = (value: string): number | null => {
    if (/^\d+$/.test(value) && byId.has(Number(value))) return Number(value);
    return byName.get(normal(value)) ?? null;
  };

  return records.map((record, i) => {
    const errors: FixtureRow['errors'] = {};
    const roundText = record['round'] ?? '';
    const round = /^\d{1,3}$/.test(roundText) && Number(roundText) >= 1 ? Number(roundText) : null;
    if (round === null) errors.round = ['validNumber'];
    const date = record['date'] ?? '';
    const time = record['time'] ?? '';
    if (!isCalendarDate(date)) errors.date = ['validDate'];
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.time = ['invalid'];
    const home = record['home'] ?? '';
    const away = record['away'] ?? '';
    const first = team(home);
    const second = team(away);
    if (first === null) errors.home = ['unknownTeam'];
    if (second === null) errors.away = ['unknownTeam'];
    else if (first !== null && first === second) errors.away = ['homeAwayDiffer'];
    const startsAt = errors.date || errors.time ? null : belgradeToUtc(date, time);
    return {
      line: i + 2,
      round,
      date,
      time,
      home,
      away,
      location: record['location'] ? record['location'] : null,
      first_team_id: first,
      second_team_id: second,
      starts_at: startsAt,
      errors,
    };
  });
}

/** A local date and time in Europe/Belgrade as ISO-8601 UTC (DST included). */
export function belgradeToUtc(date: string, time: string, zone = 'Europe/Belgrade'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall - offsetAt(wall, zone);
  // Once more with the offset at the guessed instant, in case a DST change lies in between.
  guess = wall - offsetAt(guess, zone);
  return new Date(guess).toISOString();
}

function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}
