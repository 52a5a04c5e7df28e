import { ValidationError } from '../errors';
import type { TextKey } from '../i18n';

/**
 * The team rule "unknown body fields → 422": command-service ignores what it does not know,
 * so each route names the fields it accepts and every stranger gets its own message.
 */
export function acceptOnly(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ body: ['invalid'] });
  }
  const strangers = Object.keys(body).filter((key) => !allowed.includes(key));
  if (strangers.length > 0) {
    const fields: Record<string, TextKey[]> = {};
    for (const key of strangers) fields[key] = ['unknownField'];
    throw new ValidationError(fields);
  }
  return body as Record<string, unknown>;
}
