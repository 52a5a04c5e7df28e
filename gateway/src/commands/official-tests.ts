import type { Request } from 'express';
import type { AccountRow } from '../db/tables';
import { RelayedError } from '../errors';
import { ConflictAnswer } from './forward';
import { sendAndWait, type CommandAnswer, type CommandDeps } from './send';

/**
 * Forwards an officials' test command and waits for the read models. command-service settles a
 * race on an attempt itself (decides the loser again), so a 409 is relayed as it came rather
 * than read as a contest's conflict.
 */
export async function sendTestCommand(
  deps: CommandDeps,
  req: Request,
  account: AccountRow,
  path: string,
  body: unknown = {},
): Promise<CommandAnswer> {
  try {
    return await sendAndWait(deps, req, account, 'POST', path, body);
  } catch (error) {
    if (error instanceof ConflictAnswer) throw new RelayedError(409, error.body);
    throw error;
  }
}
