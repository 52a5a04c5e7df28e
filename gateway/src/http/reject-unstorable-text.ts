import { fieldWithUnstorableText } from '@courtside/events';
import type { RequestHandler } from 'express';
import { ValidationError } from '../errors';

/**
 * Answers 422 for a query or body carrying a NUL or a lone UTF-16 surrogate (`"\ud800"`): no
 * field of ours may hold one, and reaching PostgreSQL with it failed the request with a server
 * error instead, after the text column had already stored a replacement character (issue 14:
 * a registration left an account behind with no event). Checked once here, for every JSON
 * body and query, before any route runs.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const field = fieldWithUnstorableText(req.query) ?? fieldWithUnstorableText(req.body);
  if (field) throw new ValidationError({ [field]: ['unstorableText'] }, 'unstorableText');
  next();
};
