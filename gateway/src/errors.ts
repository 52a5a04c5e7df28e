import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isConnectionLost } from '@courtside/events/store';
import { localeOf, translate, translateRelayed, type Locale, type TextKey } from './i18n';

/** Base of the errors the gateway answers with a 4xx; carries keys, not texts, so they localise. */
export abstract class HttpError extends Error {
  abstract readonly status: number;
  constructor(readonly key: TextKey) {
    super(key);
  }
  /** The JSON body for the request's locale. */
  body(locale: Locale): Record<string, unknown> {
    return { message: translate(locale, this.key) };
  }
  headers(): Record<string, string> {
    return {};
  }
}

/** The base of an error that always answers the same status and text. */
function fixedAnswer(status: number, key: TextKey) {
  return class extends HttpError {
    readonly status = status;
    constructor() {
      super(key);
    }
  };
}

/** Invalid input: 422 with one or more texts per field. */
export class ValidationError extends HttpError {
  readonly status = 422;
  constructor(
    readonly fields: Record<string, TextKey[]>,
    key: TextKey = 'invalid',
  ) {
    super(key);
  }
  override body(locale: Locale) {
    const errors = Object.fromEntries(
      Object.entries(this.fields).map(([field, keys]) => [
        field,
        keys.map((k) => translate(locale, k)),
      ]),
    );
    return { message: translate(locale, this.key), errors };
  }
}

export class NotFoundError extends fixedAnswer(404, 'notFound') {}

export class UnauthenticatedError extends fixedAnswer(401, 'unauthenticated') {}

/** Signed in, but without the ability or role the action needs. */
export class ForbiddenError extends fixedAnswer(403, 'unauthorized') {}

export class CsrfMismatchError extends fixedAnswer(419, 'csrfMismatch') {}

/** Too many failed attempts; the wait goes in the message and in Retry-After. */
export class ThrottledError extends HttpError {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('tooManyAttempts');
  }
  override body(locale: Locale) {
    const wait = translate(locale, 'retryIn', { seconds: this.retryAfterSeconds });
    return { message: `${translate(locale, 'tooManyAttempts')} ${wait}` };
  }
  override headers() {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** A downstream service could not be reached or failed; not the client's fault. */
export class UpstreamUnavailableError extends fixedAnswer(502, 'unavailable') {}

/**
 * The database went away under the request (a restart, a failover, a cut connection), here or
 * in command-service: retryable as it is, so 503 with Retry-After, never a 500.
 */
export class ServiceUnavailableError extends HttpError {
  readonly status = 503;
  constructor(readonly retryAfterSeconds = 1) {
    super('unavailable');
  }
  override headers() {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/**
 * An answer relayed from command-service (4xx). Its messages arrive as references
 * (`{ key, params }`), worded here in the request's language; the rest passes as it came.
 */
export class RelayedError extends Error {
  constructor(
    readonly status: number,
    readonly payload: Record<string, unknown>,
  ) {
    super(`relayed ${status}`);
  }
  /** The field errors, each worded in the locale. */
  fieldTexts(locale: Locale): Record<string, unknown> | undefined {
    const errors = this.payload.errors;
    if (!errors || typeof errors !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [
        field,
        Array.isArray(list) ? list.map((item) => translateRelayed(locale, item)) : list,
      ]),
    );
  }
  /** The JSON body for the request's locale: `{ message, errors?: { field: [text] }, … }`. */
  body(locale: Locale): Record<string, unknown> {
    const body: Record<string, unknown> = {
      ...this.payload,
      message: translateRelayed(locale, this.payload.message),
    };
    const errors = this.fieldTexts(locale);
    if (errors) body.errors = errors;
    return body;
  }
}

/** Answers unknown /api paths like an unknown record, as the spec's API does. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFoundError());

interface ClientError {
  status: number;
  type?: unknown;
}

/** Errors from Express's own layers (body parser, URL decoding, static files) carrying a 4xx. */
function isClientError(error: unknown): error is ClientError {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown; statusCode?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The one error middleware: maps every error to a status and a localised { message, errors? }. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const locale = localeOf(req);
    if (error instanceof HttpError) {
      res.set(error.headers()).status(error.status).json(error.body(locale));
      return;
    }
    if (error instanceof RelayedError) {
      res.status(error.status).json(error.body(locale));
      return;
    }
    if (error instanceof URIError) {
      // A path that does not even decode names no record.
      res.status(404).json({ message: translate(locale, 'notFound') });
      return;
    }
    if (isClientError(error)) {
      if (error.type === 'entity.parse.failed') {
        // Malformed JSON is invalid input like any other.
        res.status(422).json({
          message: translate(locale, 'invalid'),
          errors: { body: [translate(locale, 'malformedJson')] },
        });
      } else if (error.status === 404) {
        res.status(404).json({ message: translate(locale, 'notFound') });
      } else {
        res.status(error.status).json({ message: translate(locale, 'invalid') });
      }
      return;
    }
    if (isConnectionLost(error)) {
      logger.warn({ err: error, path: req.path }, 'database unavailable');
      const unavailable = new ServiceUnavailableError();
      res.set(unavailable.headers()).status(unavailable.status).json(unavailable.body(locale));
      return;
    }
    logger.error({ err: error, path: req.path }, 'unhandled request error');
    res.status(500).json({ message: translate(locale, 'somethingWrong') });
  };
}
