import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

// Spec §9: dates are shown day.month.year in UTC, and the gateway groups results by UTC day,
// so every date the screen shows or sends is computed in UTC.
dayjs.extend(utc);

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's UTC day as YYYY-MM-DD. */
export function todayUtc(now: Date = new Date()): string {
  return dayjs.utc(now).format('YYYY-MM-DD');
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string | undefined): value is string {
  if (!value || !DAY_RE.test(value)) return false;
  return dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/** The path pieces of GET /api/leagues/{yyyy}/{mm}/{dd}/contests. */
export function dayPath(day: string): string {
  const match = DAY_RE.exec(day);
  if (!match) throw new Error(`Not a YYYY-MM-DD day: ${day}`);
  return `${match[1]}/${match[2]}/${match[3]}`;
}

export function formatDay(iso: string): string {
  return dayjs.utc(iso).format('DD.MM.YYYY');
}

export function formatDateTime(iso: string): string {
  return dayjs.utc(iso).format('DD.MM.YYYY HH:mm');
}

export function formatTime(iso: string): string {
  return dayjs.utc(iso).format('HH:mm');
}

export { dayjs };
