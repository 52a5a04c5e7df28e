import * as yup from 'yup';
import { isMessageKey, isMessageRef, type MessageKey, type MessageRef } from './messages';

/** The whole numbers a PostgreSQL integer column holds. */
export const integerLimits = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * Field builders for command bodies (yup), shared by command-service, which parses with them,
 * and any form that wants the same checks. Every message is a key of `messages`, never a text,
 * so whoever answers can word it in the user's language.
 */
export const commandFields = {
  name: () => yup.string().typeError('validName').trim().max(255, 'validName').required('required'),
  /** Optional text, trimmed, at most `max` characters; '' and absent are null. */
  text: (max = 255) =>
    yup
      .string()
      .typeError('invalid')
      .trim()
      .max(max, 'invalid')
      .nullable()
      .transform((value: string | null) => (value === '' ? null : value))
      .default(null),
  /**
   * A whole number a record can hold (PostgreSQL's integer): 1e300 is whole to JavaScript, and
   * once stored it stops the projection that cannot write it. A field's own min/max replaces
   * these bounds.
   */
  integer: () =>
    yup
      .number()
      .typeError('validNumber')
      .integer('validNumber')
      .min(integerLimits.min, 'validNumber')
      .max(integerLimits.max, 'validNumber'),
  /** A whole number that must arrive as a JSON number (or null), never as text. */
  jsonInteger: () => sentAs(commandFields.integer(), 'number', 'validNumber'),
  id: () => commandFields.integer().positive('validNumber'),
  boolean: (fallback: boolean) => yup.boolean().typeError('invalid').default(fallback),
  /** ISO-8601 date and time with an offset or Z. */
  dateTime: () =>
    yup
      .string()
      .typeError('invalid')
      .required('required')
      .datetime({ allowOffset: true, message: 'invalid' }),
  /** The stream revision the caller last saw; revisions count from 0. */
  expectedRevision: () => commandFields.integer().min(0, 'validNumber').required('required'),
};

/**
 * The schema, refusing a value that did not arrive as the JSON type named (null and absent
 * pass): '5' where a number belongs, or 1 where a string does, is a mistake to name, not to
 * guess at. A test on the value as sent rather than yup's strict(), which would skip the
 * defaults and the '' → null of optional texts too.
 */
export function sentAs<S extends yup.Schema>(
  schema: S,
  type: 'number' | 'boolean' | 'string',
  message: MessageKey,
): S {
  return schema.test('json-type', message, function isSentAs() {
    const sent: unknown = this.originalValue;
    return sent === undefined || sent === null || typeof sent === type;
  }) as S;
}

/** A whole body: a JSON array, string or number where an object belongs is invalid input. */
export function commandBody<Shape extends yup.ObjectShape>(shape: Shape) {
  return yup.object(shape).typeError('invalid');
}

/**
 * A command body that also refuses every field its shape does not name, with 'unknownField' on
 * that field: where a typo ("A_1") would otherwise be dropped and the rest saved as if it were
 * all, as a score save did (issue 14). Checks the body as sent, before unknown keys are stripped.
 */
export function closedCommandBody<Shape extends yup.ObjectShape>(shape: Shape) {
  const known = new Set(Object.keys(shape));
  return commandBody(shape).test('known-fields', 'unknownField', function knownFields() {
    const sent: unknown = this.originalValue;
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return true;
    const unknown = Object.keys(sent).filter((key) => !known.has(key));
    if (unknown.length === 0) return true;
    return new yup.ValidationError(
      unknown.map((key) => this.createError({ path: key, message: 'unknownField' })),
    );
  });
}

/** True for a calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isCalendarDate(value: string | undefined | null): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * The message reference a yup failure carries: the builders above use keys (or whole
 * references); anything else (a yup default text) reads as the generic 'invalid'.
 */
export function messageRefOf(message: unknown): MessageRef {
  if (isMessageRef(message)) return message;
  if (isMessageKey(message)) return { key: message };
  return { key: 'invalid' };
}
