import * as yup from 'yup';
import type { ContestStatus } from '../read-models';

/** Statuses a visitor may filter the public contest list by. */
export const contestListStatuses: readonly ContestStatus[] = [
  'scheduled',
  'in_progress',
  'finished',
  'postponed',
  'cancelled',
];

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isRealIsoDay(value: string): boolean {
  if (!isoDayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A repeated query key (`?team_id=1&team_id=2`) is not a number, whatever yup would cast. */
const single = (value: unknown, original: unknown) => (Array.isArray(original) ? NaN : value);

const id = yup
  .number()
  .transform(single)
  .typeError('validNumber')
  .integer('validNumber')
  .min(1, 'validNumber')
  .max(2_147_483_647, 'validNumber');
const page = yup
  .number()
  .transform(single)
  .typeError('validNumber')
  .integer('validNumber')
  .min(1, 'validNumber');
const day = yup
  .string()
  .trim()
  .test('valid-date', 'validDate', (value) => value === undefined || isRealIsoDay(value));

/**
 * `GET /api/contests` filters (spec §2 contests): league, team, a UTC day range and a status,
 * paged 10 a page. The /contests page keeps the same fields in its URL, parsed by this schema,
 * so a shared link shows the same list and the server refuses what the page would.
 */
export const contestListFilterSchema = yup.object({
  league_id: id.optional(),
  team_id: id.optional(),
  from: day.optional(),
  to: day.optional().test('date-order', 'dateOrder', function (value) {
    const from: unknown = this.parent.from;
    return !value || typeof from !== 'string' || !isRealIsoDay(from) || from <= value;
  }),
  status: yup
    .string()
    .oneOf([...contestListStatuses], 'invalid')
    .optional(),
  page: page.default(1),
  per_page: page.max(100, 'validNumber').default(10),
});
export type ContestListFilter = yup.InferType<typeof contestListFilterSchema>;

/**
 * `GET /api/player-base` filters (spec §2 baza-igraca): a name, a club and a category, paged.
 */
export const playerBaseFilterSchema = yup.object({
  name: yup.string().trim().max(100, 'invalid').default(''),
  club_id: id.optional(),
  category_id: id.optional(),
  page: page.default(1),
  per_page: page.max(100, 'validNumber').default(10),
});
export type PlayerBaseFilter = yup.InferType<typeof playerBaseFilterSchema>;

/** One licensed player as the public player base shows them: never JMBG, EBR, birth place or day. */
export interface PlayerBaseEntry {
  id: number;
  first_name: string;
  last_name: string;
  /** Birth year at most (as the team link shows it). */
  birth_year: number | null;
  number: number | null;
  position: string | null;
  season: string;
  licence_number: string | null;
  club: { id: number; name: string; city: string | null };
  /** Categories the player's club has teams in. */
  categories: string[];
}

/** A club or category a player-base filter offers. */
export interface PlayerBaseOption {
  id: number;
  name: string;
}
