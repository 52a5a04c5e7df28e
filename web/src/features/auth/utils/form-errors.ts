import { isApiRequestError } from '../../../lib/api-errors';

/**
 * Splits a failed sign-in call into what the form shows: server field texts under the fields
 * they name, anything else (the 429 wait, a message without fields) above the form. Returns
 * false for failures the api client already announced.
 */
export function explainFailure(
  error: unknown,
  fields: readonly string[],
  show: { field(name: string, text: string): void; form(text: string): void },
): boolean {
  if (!isApiRequestError(error) || (error.status !== 422 && error.status !== 429)) return false;
  let shown = false;
  if (error.status === 422) {
    for (const field of fields) {
      const text = error.fieldErrors[field]?.[0];
      if (text) {
        show.field(field, text);
        shown = true;
      }
    }
  }
  if (!shown) show.form(error.message);
  return true;
}
