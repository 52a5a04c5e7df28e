import * as yup from 'yup';
import { ValidationError } from '../errors';
import { isTextKey, type TextKey } from '../i18n';

/**
 * Validates input against a yup schema whose messages are text keys, turning yup's errors
 * into a ValidationError so the error middleware localises them per field.
 */
export function validate<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
  /** Values a schema's tests may read as `this.options.context` (e.g. the request's year). */
  context?: Record<string, unknown>,
): yup.InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true, context });
  } catch (thrown) {
    const error = thrown instanceof TypeError ? strictError(schema, input) : thrown;
    if (!(error instanceof yup.ValidationError)) throw error;
    // No prototype: a field named `constructor` or `__proto__` must not find Object's own.
    const fields = Object.create(null) as Record<string, TextKey[]>;
    const problems = error.inner.length > 0 ? error.inner : [error];
    for (const problem of problems) {
      const field = problem.path || 'body';
      // A check without its own key (yup's defaults, e.g. "must be a `object` type") is invalid.
      const key: TextKey = isTextKey(problem.message) ? problem.message : 'invalid';
      const list = (fields[field] ??= []);
      if (!list.includes(key)) list.push(key);
    }
    throw new ValidationError(fields);
  }
}

/**
 * yup's transforms assume the type they transform: `.trim()` calls `trim` on whatever came, so
 * an array where a string belongs throws a TypeError while casting. Checking again without
 * transforms (strict) names the field whose type is wrong.
 */
export function strictError(schema: yup.AnyObjectSchema, input: unknown): unknown {
  try {
    schema.validateSync(input ?? {}, { abortEarly: false, strict: true });
    return new yup.ValidationError('invalid', input, 'body');
  } catch (error) {
    return error;
  }
}

/** A 422 whose message is its first field's first text (as the spec's forms show it). */
export function fieldErrors(fields: Record<string, TextKey[]>): ValidationError {
  const first = Object.values(fields)[0]?.[0] ?? 'invalid';
  return new ValidationError(fields, first);
}
