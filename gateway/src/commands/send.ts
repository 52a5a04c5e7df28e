import type { Request } from 'express';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { forwardCommand } from './forward';

/** What forwarding a command and waiting for it needs. */
export type CommandDeps = Pick<AreaDeps, 'config' | 'logger' | 'readModels' | 'knex'>;

/** The 2xx answer of command-service: `position` and usually `revision`, `id`. */
export type CommandAnswer = Record<string, unknown>;

/**
 * The request as command-service should see it for one part of a multi-command request: its
 * Idempotency-Key suffixed with `part`, so each command keeps its own key on a retry.
 */
function partOf(req: Request, part: string | undefined): Request {
  const key = req.get('idempotency-key');
  if (!part || !key) return req;
  return Object.create(req, {
    get: {
      value: (name: string) =>
        name.toLowerCase() === 'idempotency-key' ? `${key}:${part}` : req.get(name),
    },
  }) as Request;
}

/** Forwards one command as `account`, without waiting for the read models. */
export async function forward(
  deps: CommandDeps,
  req: Request,
  account: AccountRow,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown = {},
  part?: string,
): Promise<CommandAnswer> {
  // A league of an ended season is read-only (issue 10): command-service's league and contest
  // deciders refuse, and their 422 is relayed.
  const answer = await forwardCommand({
    baseUrl: deps.config.commandServiceUrl,
    method,
    path,
    body,
    req: partOf(req, part),
    account,
    logger: deps.logger,
  });
  return answer.body;
}

/**
 * Forwards a write as the signed-in account, then waits (bounded) until the read models show
 * it, so the answer and the next list the screen loads include the change.
 */
export async function sendAndWait(
  deps: CommandDeps,
  req: Request,
  account: AccountRow,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown = {},
): Promise<CommandAnswer> {
  const answer = await forward(deps, req, account, method, path, body);
  await deps.readModels.waitForPosition(answer.position);
  return answer;
}

/** What a catalogue write answers: the new id on a create, the stream revision, the position. */
export interface Written {
  id?: number;
  revision: number;
  position: string;
}

/** sendAndWait for the catalogue writes, whose answers the routes spread into their own. */
export async function sendWrite(
  deps: CommandDeps,
  req: Request,
  account: AccountRow,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown = {},
): Promise<Written> {
  return (await sendAndWait(deps, req, account, method, path, body)) as unknown as Written;
}
