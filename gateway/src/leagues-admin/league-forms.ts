import * as yup from 'yup';
import {
  changeContestStatusSchema,
  commandFields,
  rescheduleContestSchema,
  scheduleContestSchema,
} from '@courtside/events';
import type { ValidationError } from '../errors';
import { fieldErrors, strictError } from '../http/validate';
import { isTextKey, type TextKey } from '../i18n';

export { fieldErrors };

/**
 * `PATCH /api/admin/contests/:id/plan` picks a re-plan (`action`) and may name an arena of the
 * catalogue for a move: the gateway's own fields. The rest is the body of the command the
 * action sends, checked with that command's schema.
 */
const planChoiceSchema = yup.object({
  action: yup
    .string()
    .oneOf(['reschedule', 'postpone', 'cancel'] as const, 'invalid')
    .required('required'),
  arena_id: commandFields.id().nullable(),
});
export const planFields = [
  ...new Set([
    ...Object.keys(planChoiceSchema.fields),
    ...Object.keys(rescheduleContestSchema.fields),
    ...Object.keys(changeContestStatusSchema.fields),
  ]),
];

/** The re-plan's schema for the action asked for (an unknown action is named, with the rest). */
export function planSchemaFor(body: Record<string, unknown>) {
  return body.action === 'reschedule'
    ? planChoiceSchema.concat(rescheduleContestSchema)
    : planChoiceSchema.concat(changeContestStatusSchema);
}

/** `POST /api/admin/leagues/:id/fixtures`: one contest entered by hand, ScheduleContest's body. */
export const fixtureSchema = scheduleContestSchema.omit(['league_id']);
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
  } catch (thrown) {
    // A wrong type can make a transform throw (`.trim()` on an array): name the field instead.
    const error = thrown instanceof TypeError ? strictError(schema, input) : thrown;
    if (!(error instanceof yup.ValidationError)) throw error;
    throw formError(error.inner.length > 0 ? error.inner : [error]);
  }
}

function formError(problems: yup.ValidationError[]): ValidationError {
  // No prototype: a field named `constructor` or `__proto__` must not find Object's own.
  const fields = Object.create(null) as Record<string, TextKey[]>;
  for (const problem of problems) {
    const field = problem.path || 'body';
    const key: TextKey = isTextKey(problem.message) ? problem.message : 'invalid';
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return fieldErrors(fields);
}
