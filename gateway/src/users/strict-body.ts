import { ValidationError } from '../errors';
import type { TextKey } from '../i18n';

/**
 * The team rule "unknown body fields → 422": yup strips what it does not know, so the fields
 * a route accepts are checked first, each stranger named with its own message.
 */
export function rejectUnknownFields(body: unknown, allowed: readonly string[]): void {
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ body: ['invalid'] });
  }
  const strangers = Object.keys(body).filter((key) => !allowed.includes(key));
  if (strangers.length > 0) {
    const fields: Record<string, TextKey[]> = {};
    for (const key of strangers) fields[key] = ['unknownField'];
    throw new ValidationError(fields);
  }
}
