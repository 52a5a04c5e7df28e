import type { RequestHandler } from 'express';
import { ValidationError } from '../errors';

/** The first field (dotted path) holding a NUL character, which PostgreSQL text cannot store. */
function fieldWithNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (depth > 20 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Answers 422 for a query or body carrying a NUL character: no field of ours may hold one, and
 * reaching PostgreSQL with it would fail the request with a server error instead.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  const field = fieldWithNul(req.query, '') ?? fieldWithNul(req.body, '');
  if (field) throw new ValidationError({ [field]: ['invalid'] });
  next();
};
