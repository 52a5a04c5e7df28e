import type { RequestHandler } from 'express';
import { ValidationError } from './errors';

// A NUL, or half of a UTF-16 surrogate pair without its other half: PostgreSQL's jsonb refuses
// both, so an event holding one fails its append with a server error.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = { test: (text: string) => text.includes('\u0000') || loneSurrogate.test(text) };

/** The first field (dotted path) whose text, or whose name, PostgreSQL could not store. */
function fieldWithUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable.test(value) ? path || 'body' : null;
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (unstorable.test(key)) return path || 'body';
    const found = fieldWithUnstorableText(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Answers 422 (`invalid`, naming the field) for a body carrying text no event can hold, before
 * any command runs: nothing is appended, and the client learns which field to fix.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const field = fieldWithUnstorableText(req.body, '');
  if (field) throw ValidationError.field(field, 'invalid');
  next();
};
