import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** Paths pino must never print: passwords, cookies, session ids, CSRF tokens. */
export const redactPaths = [
  'password',
  '*.password',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers["x-xsrf-token"]',
];

/** The service logger: JSON lines, secrets redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A request's path as the request log shows it: without its query. */
const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0];

/** A request's id: the caller's correlation id when it is well formed, or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-correlation-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * The line `requestLogger` writes for a request, for an answer sent before it runs (the public
 * reads' fast path): the same fields, and nothing built when info lines are off.
 */
export function logAnswered(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  startedAt: number,
): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      req: { id: requestIdOf(req), method: req.method, path: pathOf(req) },
      res: { status: res.statusCode },
      responseTime: Math.round(performance.now() - startedAt),
    },
    'request completed',
  );
}

/**
 * One info line per request with method, path, status and time; the id doubles as the
 * correlation id sent to command-service. Headers are left out entirely, so no cookie or
 * token can reach the log even if a redaction path were missed.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health/') },
  });
}
