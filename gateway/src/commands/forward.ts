import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
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

  let response: Answer;
  try {
    response = await send(
      `${options.baseUrl}${options.path}`,
      options.method,
      headers,
      options.body,
    );
  } catch (error) {
    options.logger.error({ err: error, path: options.path }, 'command-service unreachable');
    throw new UpstreamUnavailableError();
  }
  const body = readJson(response.text);
  const ok = response.status >= 200 && response.status < 300;
  if (ok && body) return { status: response.status, body };
  if (response.status === 409 && body) throw new ConflictAnswer(body);
  if (relayedStatuses.has(response.status) && body) throw new RelayedError(response.status, body);
  if (response.status === 503) {
    // command-service lost its database for a moment; the client may send the same request.
    const wait = Number(response.retryAfter);
    throw new ServiceUnavailableError(Number.isInteger(wait) && wait > 0 ? wait : 1);
  }
  options.logger.error(
    { status: response.status, path: options.path },
    'command-service answered unexpectedly',
  );
  throw new UpstreamUnavailableError();
}

interface Answer {
  status: number;
  text: string;
  retryAfter: string | undefined;
}

// Kept-alive connections to command-service, shared by every forwarded command. Node's own
// client, not fetch: fetch's web streams cost as much CPU per command as the rest of the hop
// (bench/commands-only.ts --count, docs/performance.md).
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  // No body (a DELETE) is sent as none, as fetch did.
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        agent: agents[target.protocol as keyof typeof agents],
        headers: { ...headers, 'content-length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function readJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
