import { isApiRequestError } from '../../lib/api-errors';

/**
 * What a failed load says: the server's own message for an answer it refused (a 422 names the
 * bad filter, a 404 "record not found"), else the given text (spec §8: "something went wrong
 * while loading your data").
 */
export function serverMessage(error: unknown, fallback: string, notFound?: string): string {
  if (isApiRequestError(error) && error.kind === 'http' && error.status < 500) {
    return error.body?.message || (error.status === 404 && notFound) || fallback;
  }
  return fallback;
}
