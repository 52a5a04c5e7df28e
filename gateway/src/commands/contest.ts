import type { Request } from 'express';
import type { PublicContest } from '@courtside/events';
import type { AccountRow } from '../db/tables';
import { RelayedError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { findPublicContest } from '../queries/contests';
import { ConflictAnswer, forwardCommand, type Accepted } from './forward';

/**
 * After a 409 the read model may not yet show the other official's save: wait (bounded) for
 * the change notices naming the contest until it shows `revision`, so the screen shows what
 * actually won rather than the stale row.
 */
async function contestAtLeast(
  deps: AreaDeps,
  id: number,
  revision: unknown,
  timeoutMs = 2_000,
): Promise<PublicContest | null> {
  const wanted = typeof revision === 'number' ? revision : -1;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Registered before the read, so a notice sent while it runs still counts.
    const changed = deps.readModels.nextNotice(
      (notice) => notice.all || notice.contests.includes(id),
      deadline - Date.now(),
    );
    const contest = await findPublicContest(deps.knex, id);
    if (!contest || contest.revision >= wanted || Date.now() >= deadline) {
      changed.cancel();
      return contest;
    }
    if (!(await changed.promise)) return findPublicContest(deps.knex, id);
  }
}

/**
 * A contest command of a signed-in official (score, finish), forwarded to command-service;
 * a 409 answers with the contest as the read model shows the winning save.
 */
export async function sendContestCommand(
  deps: AreaDeps,
  req: Request,
  account: AccountRow,
  id: number,
  method: 'PUT' | 'POST',
  path: string,
  /** Validated by command-service, whose 422 is relayed. */
  body: unknown,
): Promise<Accepted> {
  // A league of an ended season is read-only (issue 10): command-service refuses, 422 relayed.
  try {
    return await forwardCommand({
      baseUrl: deps.config.commandServiceUrl,
      method,
      path,
      body,
      req,
      account,
      logger: deps.logger,
    });
  } catch (error) {
    if (!(error instanceof ConflictAnswer)) throw error;
    const contest = await contestAtLeast(deps, id, error.body.current_revision);
    throw new RelayedError(409, { ...error.body, contest });
  }
}
