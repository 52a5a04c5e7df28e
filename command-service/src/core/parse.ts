import { messageRefOf } from '@courtside/events';
import { ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ValidationError, type FieldErrors } from './errors';

/**
 * Validates untrusted input (an HTTP body or an in-process call) against a yup schema whose
 * messages are message keys, turning every failure into one ValidationError with the message
 * references per field.
 */
export function parseInput<S extends AnyObjectSchema>(schema: S, input: unknown): InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (thrown) {
    const error = thrown instanceof TypeError ? strictError(schema, input) : thrown;
    if (!(error instanceof YupValidationError)) throw error;
    // No prototype: a field named `constructor` or `__proto__` must not find Object's own.
    const errors = Object.create(null) as FieldErrors;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path || 'body';
      const list = (errors[field] ??= []);
      for (const message of inner.errors as unknown[]) {
        const ref = messageRefOf(message);
        if (!list.some((known) => JSON.stringify(known) === JSON.stringify(ref))) list.push(ref);
      }
    }
    throw new ValidationError('invalid', errors);
  }
}

/**
 * yup's transforms assume the type they transform (`.trim()` calls `trim` on an array too), so
 * a wrong type can throw while casting; checking without transforms names the field instead.
 */
function strictError(schema: AnyObjectSchema, input: unknown): unknown {
  try {
    schema.validateSync(input ?? {}, { abortEarly: false, strict: true });
    return new YupValidationError('invalid', input, 'body');
  } catch (error) {
    return error;
  }
}
