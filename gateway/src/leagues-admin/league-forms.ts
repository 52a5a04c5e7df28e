import * as yup from 'yup';
import type { ValidationError } from '../errors';
import { fieldErrors } from '../http/validate';
import { isTextKey, type TextKey } from '../i18n';

export { fieldErrors };

const integer = () => yup.number().typeError('validNumber').integer('validNumber');
const text = () =>
  yup
    .string()
    .typeError('invalid')
    .trim()
    .max(255, 'invalid')
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value));

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
