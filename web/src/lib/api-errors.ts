import type { ApiError as ApiErrorBody } from '@courtside/events';

/** How a call failed: the server answered with an error, or nothing usable came back. */
export type FailureKind = 'http' | 'network' | 'timeout';

/** Thrown by the api client for every failed call; screens branch on `status` and `body`. */
export class ApiRequestError extends Error {
  /** Nobody has shown this failure yet; whoever gives up on the call last should. */
  noticePending = false;

  constructor(
    readonly kind: FailureKind,
    readonly status: number,
    /** The parsed JSON answer, whatever its shape (a 409 carries `contest`). */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get body(): ApiErrorBody | null {
    return parseErrorBody(this.data);
  }

  /** Field errors of a 422 answer, keyed by field name. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/**
 * What a screen shows for a refused input (422): the first problem as the server worded it, or
 * its message; null for any other failure, which the api client's notice already reports.
 */
export function refusalText(error: unknown): string | null {
  if (!isApiRequestError(error) || error.status !== 422) return null;
  return Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
}

/** Reads `{ message, errors? }` out of an answer without trusting its shape. */
export function parseErrorBody(data: unknown): ApiErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : '';
  const errors: Record<string, string[]> = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, texts] of Object.entries(record.errors as Record<string, unknown>)) {
      const list = Array.isArray(texts) ? texts : [texts];
      const strings = list.filter((text): text is string => typeof text === 'string');
      if (strings.length > 0) errors[field] = strings;
    }
  }
  if (!message && Object.keys(errors).length === 0) return null;
  return Object.keys(errors).length > 0 ? { message, errors } : { message };
}

export interface FailureFacts {
  kind: FailureKind;
  status: number;
  statusText: string;
  data: unknown;
}

/**
 * The text a failure notification shows (spec §8): the server's message, else the answer's
 * first field message, else the status text; when nothing came back, the "no answer" text.
 */
export function failureMessage(
  failure: FailureFacts,
  noAnswerText: string,
  /** When the answer says nothing at all (spec §8 "action failed" for a write). */
  lastResort?: string,
): string {
  if (failure.kind !== 'http') return noAnswerText;
  const body = parseErrorBody(failure.data);
  if (body?.message) return body.message;
  const firstFieldMessage = Object.values(body?.errors ?? {})[0]?.[0];
  if (firstFieldMessage) return firstFieldMessage;
  if (failure.statusText) return failure.statusText;
  return lastResort ?? `HTTP ${failure.status}`;
}

/** What the client does after an answer arrives (spec §8: 419 retries once, 401/419 sign out). */
export type FailureAction = 'ok' | 'refresh-csrf-and-retry' | 'sign-out' | 'fail';

export function failureAction(status: number, alreadyRetried: boolean): FailureAction {
  if (status < 400) return 'ok';
  if (status === 419 && !alreadyRetried) return 'refresh-csrf-and-retry';
  if (status === 401 || status === 419) return 'sign-out';
  return 'fail';
}

/** POST, PUT, PATCH and DELETE need the CSRF cookie first; GET and HEAD do not. */
export function isMutating(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/** Reads one cookie's value (URL-decoded, as Sanctum's XSRF-TOKEN is). */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}
