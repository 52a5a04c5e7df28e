import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { AccountRow } from '../db/tables';
import { RelayedError, ServiceUnavailableError, UpstreamUnavailableError } from '../errors';

/** What command-service answered, when it answered 2xx. */
export interface Accepted {
  status: number;
  body: Record<string, unknown>;
}

/** A 409 from command-service, kept apart so the route can add the current contest. */
export class ConflictAnswer extends Error {
  constructor(readonly body: Record<string, unknown>) {
    super('conflict');
  }
}

const relayedStatuses = new Set([400, 403, 404, 422]);

/**
 * Sends a command to command-service on behalf of a signed-in account: the actor travels in
 * headers (command-service trusts gateway, never the browser), and so does the browser's
 * Idempotency-Key so a retried click stores nothing twice.
 */
export async function forwardCommand(options: {
  baseUrl: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  req: Request;
  account: AccountRow;
  logger: Logger;
}): Promise<Accepted> {
  const { req, account } = options;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-actor-kind': account.kind,
    'x-actor-id': String(account.id),
    'x-actor-ip': req.ip ?? '',
    'x-actor-user-agent': req.get('user-agent') ?? '',
    'x-correlation-id': typeof req.id === 'string' ? req.id : randomUUID(),
  };
  const idempotencyKey = req.get('idempotency-key');
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${options.baseUrl}${options.path}`, {
      method: options.method,
      headers,
      body: JSON.stringify(options.body),
    });
  } catch (error) {
    options.logger.error({ err: error, path: options.path }, 'command-service unreachable');
    throw new UpstreamUnavailableError();
  }
  const body = await readJson(response);
  if (response.ok && body) return { status: response.status, body };
  if (response.status === 409 && body) throw new ConflictAnswer(body);
  if (relayedStatuses.has(response.status) && body) throw new RelayedError(response.status, body);
  if (response.status === 503) {
    // command-service lost its database for a moment; the client may send the same request.
    const wait = Number(response.headers.get('retry-after'));
    throw new ServiceUnavailableError(Number.isInteger(wait) && wait > 0 ? wait : 1);
  }
  options.logger.error(
    { status: response.status, path: options.path },
    'command-service answered unexpectedly',
  );
  throw new UpstreamUnavailableError();
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
