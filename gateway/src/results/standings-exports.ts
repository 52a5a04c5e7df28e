import ical, { ICalEventStatus } from 'ical-generator';
import type { PublicContest, StandingRow } from '@courtside/events';

/** How long a contest is shown in a calendar: the spec's durations run 30–240 minutes. */
const contestLengthMs = 2 * 60 * 60 * 1000;

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, quote or line break, quotes
 * doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe, so a team named "=HYPERLINK(...)" stays text when the file is opened.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV with CRLF line ends and a BOM, so spreadsheets read č, ć, š, ž, đ right. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** GET /api/leagues/:id/standings.csv */
export function standingsCsv(rows: readonly StandingRow[]): string {
  return toCsv(
    [
      'position',
      'team',
      'played',
      'won',
      'lost',
      'forfeits',
      'points_for',
      'points_against',
      'point_difference',
      'points',
      'criterion',
    ],
    rows.map((row) => [
      row.position,
      row.team.name,
      row.played,
      row.won,
      row.lost,
      row.forfeits,
      row.points_for,
      row.points_against,
      row.point_difference,
      row.points,
      row.criterion,
    ]),
  );
}

/** GET /api/leagues/:id/schedule.csv: one line per contest, times in UTC. */
export function scheduleCsv(contests: readonly PublicContest[]): string {
  return toCsv(
    ['round', 'date', 'time_utc', 'home', 'away', 'location', 'status', 'home_score', 'away_score'],
    contests.map((contest) => {
      const played = contest.status === 'finished' || contest.status === 'in_progress';
      return [
        contest.round,
        contest.time.slice(0, 10),
        contest.time.slice(11, 16),
        contest.first_team.name,
        contest.second_team.name,
        contest.location,
        contest.status,
        played ? contest.first_team_total : null,
        played ? contest.second_team_total : null,
      ];
    }),
  );
}

/**
 * An iCalendar feed of contests (RFC 5545) built with ical-generator: one event per contest with a
 * stable UID, so a subscribed calendar updates a moved contest instead of adding another. A
 * finished contest shows its result in the title; a cancelled one is marked cancelled, a
 * postponed one tentative.
 */
export function scheduleIcs(options: { name: string; contests: readonly PublicContest[] }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Courtside', product: 'schedule', language: 'EN' },
  });
  for (const contest of options.contests) {
    const start = new Date(contest.time);
    const home = contest.first_team.name;
    const away = contest.second_team.name;
    const summary =
      contest.status === 'finished'
        ? `${home} ${contest.first_team_total}:${contest.second_team_total} ${away}`
        : `${home} – ${away}`;
    calendar.createEvent({
      id: `contest-${contest.id}@courtside`,
      // The stream revision: a calendar takes a higher one as an update of the same contest.
      sequence: contest.revision,
      start,
      end: new Date(start.getTime() + contestLengthMs),
      stamp: start,
      summary,
      description: `${contest.league_name}, round ${contest.round}`,
      location: contest.location,
      status:
        contest.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : contest.status === 'postponed'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
