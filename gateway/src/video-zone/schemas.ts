import * as yup from 'yup';

/** An email address as sign-in and registration take it: trimmed, at most 255 characters. */
export const emailField = yup
  .string()
  .typeError('required')
  .trim()
  .required('required')
  .max(255, 'validEmail')
  .email('validEmail');

/**
 * An object schema that refuses fields it does not know (422 on `unknownField` per field):
 * a misspelt field must not be silently ignored.
 */
export function strictObject<T extends yup.ObjectShape>(shape: T) {
  const known = new Set(Object.keys(shape));
  return yup
    .object(shape)
    .typeError('invalid')
    .test('known-fields', 'unknownField', function check() {
      // The original input: validation strips unknown fields before tests see the value.
      const given: unknown = this.originalValue;
      if (!given || typeof given !== 'object') return true;
      const unknown = Object.keys(given).filter((field) => !known.has(field));
      if (unknown.length === 0) return true;
      return new yup.ValidationError(
        unknown.map((field) => this.createError({ path: field, message: 'unknownField' })),
      );
    });
}
