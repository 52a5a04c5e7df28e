import { isApiRequestError, type ApiRequestError } from './api-errors';

/**
 * Puts a 422's texts under the fields they name; what names no field of the form goes above
 * it. Returns false when the failure was not a 422 (the api client announced it already).
 */
export function showServerErrors(
  error: unknown,
  fields: readonly string[],
  show: { field(name: string, text: string): void; form(text: string): void },
): boolean {
  if (!isApiRequestError(error) || error.status !== 422) return false;
  let shown = false;
  const others: string[] = [];
  for (const [field, texts] of Object.entries(error.fieldErrors)) {
    const text = texts[0];
    if (!text) continue;
    const known = fields.includes(field) || fields.includes(field.replace(/\[\d+\].*$/, ''));
    if (fields.includes(field)) {
      show.field(field, text);
      shown = true;
    } else if (!known) others.push(text);
    else {
      show.field(field.replace(/\[(\d+)\]/g, '.$1'), text);
      shown = true;
    }
  }
  if (others.length > 0 || !shown) show.form(others[0] ?? error.message);
  return true;
}

/**
 * The sign-in, registration and account forms' rule, stricter than `showServerErrors`: only
 * the first text of each field the form has goes under it; when none of them has one, the
 * form as a whole gets the failure. Returns false for failures the api client announced.
 */
export function showFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  show: { field(name: Field, text: string): void; form(error: ApiRequestError): void },
  statuses: readonly number[] = [422],
): boolean {
  if (!isApiRequestError(error) || !statuses.includes(error.status)) return false;
  let shown = false;
  for (const field of fields) {
    const text = error.fieldErrors[field]?.[0];
    if (text) {
      show.field(field, text);
      shown = true;
    }
  }
  if (!shown) show.form(error);
  return true;
}

/**
 * `showFieldErrors` for forms with no place above their fields (the users form, one's own
 * profile): a failure that names none of them goes under `fallback`.
 */
export function showUnderFields<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (name: Field, error: { type: string; message: string }) => void,
  fallback: Field,
): boolean {
  return showFieldErrors(error, fields, {
    field: (name, text) => setError(name, { type: 'server', message: text }),
    form: (failure) => setError(fallback, { type: 'server', message: failure.message }),
  });
}
