import * as yup from 'yup';
import { leagueLimits, seriesLengths } from '@courtside/events';
import type { ValidationError } from '../errors';
import { fieldErrors } from '../http/validate';
import { isTextKey, type TextKey } from '../i18n';

export { fieldErrors };

export const leagueKinds = ['league', 'tournament', 'play-off', 'free-form'] as const;

const integer = () => yup.number().typeError('validNumber').integer('validNumber');
const text = () =>
  yup
    .string()
    .typeError('invalid')
    .trim()
    .max(255, 'invalid')
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value));

const uniqueIds = (list: unknown[] | undefined) => new Set(list ?? []).size === (list?.length ?? 0);

/** `POST /api/admin/leagues`: a league of any kind, its teams and, if asked, its schedule. */
export const createLeagueSchema = yup.object({
  kind: yup.string().oneOf(leagueKinds, 'invalid').required('required'),
  name: yup.string().typeError('validName').trim().max(255, 'validName').required('required'),
  email: text().email('invalid'),
  sort_index: integer().default(0),
  public: yup.boolean().typeError('invalid').default(false),
  number_of_teams: integer()
    .required('required')
    .min(leagueLimits.minTeams, 'validNumber')
    .max(leagueLimits.maxTeams, 'maxTeams'),
  rounds: integer()
    .required('required')
    .min(leagueLimits.minRounds, 'validNumber')
    .max(leagueLimits.maxRounds, 'maxRounds'),
  weeks: integer().min(1, 'validNumber').nullable(),
  start_date: yup
    .string()
    .typeError('validDate')
    .required('required')
    .test('date', 'validDate', (value) => isCalendarDate(value)),
  category_id: integer().positive('validNumber').nullable(),
  city: text(),
  recreational: yup.boolean().typeError('invalid').default(false),
  /** Existing teams of the catalogue to register, in seed order. */
  team_ids: yup
    .array(integer().positive('validNumber').required('validNumber'))
    .typeError('invalid')
    .default([])
    .test('unique', 'duplicates', uniqueIds)
    .test('fits', 'teamsMoreThanLeague', function fits(list) {
      const places = (this.parent as { number_of_teams?: unknown }).number_of_teams;
      return typeof places !== 'number' || (list?.length ?? 0) <= places;
    }),
  /** A tournament's group count. */
  groups: integer().min(1, 'validNumber').default(1),
  /** A play-off's series length. */
  best_of: integer()
    .oneOf([...seriesLengths], 'validBestOf')
    .default(1),
  /** Generate the schedule (league, tournament) or draw the bracket (play-off) right away. */
  generate: yup.boolean().typeError('invalid').default(false),
});
export const createLeagueFields = Object.keys(createLeagueSchema.fields);

/** `PATCH /api/admin/contests/:id/plan`. */
export const planSchema = yup.object({
  action: yup
    .string()
    .oneOf(['reschedule', 'postpone', 'cancel'] as const, 'invalid')
    .required('required'),
  time: yup
    .string()
    .typeError('invalid')
    .when('action', {
      is: 'reschedule',
      then: (s) => s.required('required'),
    })
    .test('time', 'invalid', (value) => value === undefined || !Number.isNaN(Date.parse(value)))
    .test('offset', 'invalid', (value) => value === undefined || /(Z|[+-]\d\d:\d\d)$/.test(value)),
  location: text(),
  arena_id: integer().positive('validNumber').nullable(),
  reason: text().max(1000, 'invalid'),
  expected_revision: integer().min(0, 'validNumber').required('required'),
});
export const planFields = Object.keys(planSchema.fields);

/** `POST /api/admin/leagues/:id/fixtures`: one match entered by hand. */
export const fixtureSchema = yup.object({
  round: integer().min(1, 'validNumber').required('required'),
  time: yup
    .string()
    .typeError('invalid')
    .required('required')
    .test('time', 'invalid', (value) => !Number.isNaN(Date.parse(value ?? '')))
    .test('offset', 'invalid', (value) => /(Z|[+-]\d\d:\d\d)$/.test(value ?? '')),
  location: text(),
  first_team_id: integer().positive('validNumber').required('required'),
  second_team_id: integer()
    .positive('validNumber')
    .required('required')
    .test('differ', 'homeAwayDiffer', function differ(value) {
      return value !== (this.parent as { first_team_id?: unknown }).first_team_id;
    }),
});
export const fixtureFields = Object.keys(fixtureSchema.fields);

export function isCalendarDate(value: string | undefined | null): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * Validates like http/validate, but the answer's message is the first broken rule in the spec's
 * words ('Maximum rounds 4.'), not the generic one, as the spec's forms show it.
 */
export function validateForm<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): yup.InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    throw formError(error.inner.length > 0 ? error.inner : [error]);
  }
}

function formError(problems: yup.ValidationError[]): ValidationError {
  const fields: Record<string, TextKey[]> = {};
  for (const problem of problems) {
    const field = problem.path || 'body';
    const key: TextKey = isTextKey(problem.message) ? problem.message : 'invalid';
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return fieldErrors(fields);
}
