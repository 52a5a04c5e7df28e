import * as yup from 'yup';
import {
  feeKeys,
  leagueOfficialRoles,
  standingsConfigKeys,
  type LeagueOfficialRole,
} from '@courtside/events';
import { ValidationError } from '../errors';

/** Unknown body fields are invalid input, never silently dropped. */
export function rejectUnknown(body: unknown, allowed: readonly string[]): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ body: ['invalid'] });
  }
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new ValidationError(Object.fromEntries(unknown.map((key) => [key, ['invalid']])));
  }
}

const points = () =>
  yup
    .number()
    .strict()
    .typeError('validNumber')
    .integer('validNumber')
    .min(0, 'validNumber')
    .max(100, 'validNumber')
    .required('required');
const fee = () =>
  yup
    .number()
    .strict()
    .typeError('validNumber')
    .min(0, 'validNumber')
    .max(1_000_000, 'validNumber')
    .required('required');

export const leagueEditFields = [
  'name',
  'email',
  'sort_index',
  'public',
  'number_of_teams',
  'rounds',
  'weeks',
  'start_date',
  'category_id',
  'city',
  'recreational',
  'video_zone',
  'api_integration',
  'standings_config',
  'fees',
] as const;

const boolean = () => yup.boolean().strict().typeError('invalid');
const integer = () => yup.number().strict().typeError('validNumber').integer('validNumber');

/** `PATCH /api/admin/leagues/:id`. Shapes only; limits and the category's existence are command-service's to check. */
export const leagueEditSchema = yup.object({
  name: yup.string().strict().typeError('validName').trim().max(255, 'validName'),
  email: yup.string().strict().typeError('invalid').nullable().email('invalid').max(255, 'invalid'),
  sort_index: integer(),
  public: boolean(),
  number_of_teams: integer(),
  rounds: integer(),
  weeks: integer().nullable(),
  start_date: yup
    .string()
    .strict()
    .typeError('invalid')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
  category_id: integer().positive('validNumber').nullable(),
  city: yup.string().strict().typeError('invalid').nullable().max(255, 'invalid'),
  recreational: boolean(),
  video_zone: boolean(),
  api_integration: boolean(),
  standings_config: yup
    .object(Object.fromEntries(standingsConfigKeys.map((key) => [key, points()])))
    .typeError('invalid')
    .noUnknown(true, 'invalid')
    .default(undefined),
  fees: yup
    .object(Object.fromEntries(feeKeys.map((key) => [key, fee()])))
    .typeError('invalid')
    .noUnknown(true, 'invalid')
    .default(undefined),
});

/** `POST|DELETE /api/admin/leagues/:id/officials`. */
export const officialSchema = yup.object({
  account_id: yup
    .number()
    .strict()
    .typeError('validNumber')
    .integer('validNumber')
    .positive('validNumber')
    .required('required'),
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles, 'invalid').required('required'),
});

const accountId = () =>
  yup.number().strict().typeError('validNumber').integer('validNumber').positive('validNumber');

/** `PUT /api/admin/contests/:id/officials`. */
export const crewSchema = yup.object({
  delegate_id: accountId().nullable().default(null),
  referee_ids: yup
    .array(accountId().required('required'))
    .strict()
    .typeError('invalid')
    .max(3, 'maxReferees')
    .default([]),
  statistician_id: accountId().nullable().default(null),
});

/** `GET /api/admin/officials?role&search`. */
export const pickerSchema = yup.object({
  role: yup.mixed<LeagueOfficialRole>().oneOf(leagueOfficialRoles, 'invalid').optional(),
  search: yup.string().typeError('invalid').trim().max(255, 'invalid').optional(),
});
