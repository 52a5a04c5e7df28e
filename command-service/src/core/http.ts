import { fieldWithUnstorableText, type ActorKind } from '@courtside/events';
import { isConnectionLost } from '@courtside/events/store';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, ref } from './errors';
import type { CommandMeta } from './metadata';

const actorKinds: readonly ActorKind[] = [
  'official',
  'admin',
  'representative',
  'api_key',
  'system',
];

/** The actor and tracing headers gateway sets on every forwarded command. */
export function metaFromHeaders(req: Request): CommandMeta {
  const kind = req.get('x-actor-kind') ?? 'system';
  if (!(actorKinds as readonly string[]).includes(kind)) {
    throw ValidationError.field('x-actor-kind', 'invalid');
  }
  return {
    actor: { kind: kind as ActorKind, id: req.get('x-actor-id') || null },
    ip: req.get('x-actor-ip') || null,
    userAgent: req.get('x-actor-user-agent') || null,
    correlationId: req.get('x-correlation-id') || null,
    causationId: req.get('x-causation-id') || null,
    idempotencyKey: req.get('idempotency-key') || null,
  };
}

/** What a 503 asks a client to wait before sending the same request again. */
export const retryAfterSeconds = 1;

/**
 * The one place domain errors become HTTP answers. Anything unknown is a bug: logged in full,
 * answered with a generic text so internals never leak.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    // Messages travel as references ({ key, params }); gateway words them for the user.
    if (error instanceof ValidationError) {
      res.status(422).json({ message: error.ref, errors: error.fields });
    } else if (error instanceof NotFoundError) {
      res.status(404).json({ message: error.ref });
    } else if (error instanceof URIError) {
      // A path whose id does not even decode (Express's URIError) names no record either.
      res.status(404).json({ message: new NotFoundError().ref });
    } else if (error instanceof ConflictError) {
      res.status(409).json({ message: error.ref, current_revision: error.currentRevision });
    } else if (error instanceof ForbiddenError) {
      res.status(403).json({ message: error.ref });
    } else if (isBodyParserError(error)) {
      // Malformed JSON is invalid input like any other, not a server fault.
      const status = error.type === 'entity.too.large' ? 413 : 422;
      const invalid = ref('invalid');
      res.status(status).json({ message: invalid, errors: { body: [invalid] } });
    } else if (isConnectionLost(error)) {
      // The database went away under the request (a restart, a failover, a cut connection):
      // nothing was decided wrongly, and the same request with its Idempotency-Key can be sent
      // again; the pool reconnects on its own.
      logger.warn({ err: error, method: req.method, path: req.path }, 'database unavailable');
      res.set('Retry-After', String(retryAfterSeconds)).status(503);
      res.json({ message: ref('unavailable') });
    } else {
      logger.error({ err: error, method: req.method, path: req.path }, 'command failed');
      res.status(500).json({ message: ref('somethingWrong') });
    }
  };
}

function isBodyParserError(error: unknown): error is { type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** One info line per request: method, path, status and time taken. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}

/**
 * 422 for a body or query holding a NUL or a lone UTF-16 surrogate: the event log's jsonb
 * refuses them, which surfaced as a 500 after the decision was made. The gateway refuses them
 * too; this keeps command-service safe for any other caller.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const field = fieldWithUnstorableText(req.query) ?? fieldWithUnstorableText(req.body);
  if (field) throw ValidationError.field(field, 'unstorableText');
  next();
};
