import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { compareCheckpoints } from '@courtside/events';
import type { AccountRow } from '../db/tables';
import { forwardCommand } from '../commands/forward';
import { ValidationError } from '../errors';
import type { AreaDeps } from '../http/area-deps';
import type { TextKey } from '../i18n';
import { currentCheckpoint } from '../queries/checkpoints';

/**
 * The team rule "unknown body fields → 422": command-service ignores what it does not know,
 * so each route names the fields it accepts and every stranger gets its own message.
 */
export function acceptOnly(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError({ body: ['invalid'] });
  }
  const strangers = Object.keys(body).filter((key) => !allowed.includes(key));
  if (strangers.length > 0) {
    const fields: Record<string, TextKey[]> = {};
    for (const key of strangers) fields[key] = ['unknownField'];
    throw new ValidationError(fields);
  }
  return body as Record<string, unknown>;
}

/**
 * Forwards a write to command-service as the signed-in admin, then waits (bounded) until the
 * read models show it, so the answer and the next list the screen loads include the change.
 */
export async function send(
  deps: AreaDeps,
  req: Request,
  account: AccountRow,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown = {},
): Promise<{ id?: number; revision: number; position: string }> {
  const accepted = await forwardCommand({
    baseUrl: deps.config.commandServiceUrl,
    method,
    path,
    body,
    req,
    account,
    logger: deps.logger,
  });
  const result = accepted.body as { id?: number; revision: number; position: string };
  await readModelsAt(deps.knex, result.position);
  return result;
}

/** Waits up to five seconds for the read models to reach a position; never fails. */
export async function readModelsAt(knex: Knex, position: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const current = await currentCheckpoint(knex);
    if (current !== null && compareCheckpoints(current, position) >= 0) return;
    await sleep(50);
  }
}
