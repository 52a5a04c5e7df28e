import * as yup from 'yup';
import { isoDay } from '../http/params';

/** A UTC day as YYYY-MM-DD that exists on the calendar. */
const day = yup
  .string()
  .typeError('validDate')
  .test('day', 'validDate', (value) => {
    if (value === undefined) return true;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match !== null && isoDay(match[1] ?? '', match[2] ?? '', match[3] ?? '') === value;
  });

/** A season as categories name it: "2025/2026" (or "2025/26", "2025"). */
const season = yup
  .string()
  .typeError('validSeason')
  .trim()
  .matches(/^\d{4}(\s*[/-]\s*(\d{2}|\d{4}))?$/, 'validSeason');

const wholeNumber = (min: number, max: number) =>
  yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(min, 'validNumber')
    .max(max, 'validNumber');

const id = wholeNumber(1, 2_147_483_647);

export const seasonSchema = yup.object({ filter: season, date: day });

export const categoriesSchema = yup.object({ season });

export const statisticsSchema = yup.object({ team_id: id });

/**
 * GET /api/events: a year, a month of it, or one day; the day needs its month. Without a year
 * the request's own year (context `year`) is meant.
 */
export const eventsSchema = yup
  .object({
    year: wholeNumber(1900, 2999),
    month: wholeNumber(1, 12),
    day: wholeNumber(1, 31),
  })
  .test('real-day', (value, context) => {
    if (value.day === undefined) return true;
    if (value.month === undefined)
      return context.createError({ path: 'month', message: 'required' });
    const year = String(value.year ?? (context.options.context as { year: number }).year);
    if (isoDay(year, String(value.month), String(value.day))) return true;
    return context.createError({ path: 'day', message: 'validDate' });
  });

/** The first and last day (both included) an events query covers. */
export function eventsRange(
  query: yup.InferType<typeof eventsSchema>,
  today: string,
): [string, string] {
  const year = query.year ?? Number(today.slice(0, 4));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (query.month === undefined) return [`${year}-01-01`, `${year}-12-31`];
  if (query.day !== undefined) {
    const only = `${year}-${pad(query.month)}-${pad(query.day)}`;
    return [only, only];
  }
  const lastDay = new Date(Date.UTC(year, query.month, 0)).getUTCDate();
  return [`${year}-${pad(query.month)}-01`, `${year}-${pad(query.month)}-${pad(lastDay)}`];
}

const range = {
  from: day,
  to: day.test('order', 'dateOrder', function (value) {
    const from: unknown = this.parent.from;
    return value === undefined || typeof from !== 'string' || from <= value;
  }),
};

export const incomeSchema = yup.object({ ...range, league_id: id, official_id: id });

export const officialIncomeSchema = yup.object({ ...range, league_id: id });

/**
 * The income range: the current month by default; a lone `from` runs to today (or to itself
 * when later), a lone `to` starts on its month's first day.
 */
export function incomeFilters(
  query: { from?: string; to?: string; league_id?: number; official_id?: number },
  today: string,
) {
  const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from, to, leagueId: query.league_id, officialId: query.official_id };
}
