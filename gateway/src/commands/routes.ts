import { Router, type RequestHandler } from 'express';
import { finishContestSchema, recordScoresSchema } from '@courtside/events';
import { assertMayScore } from '../auth/official-scope';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { ForbiddenError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { sendContestCommand } from './contest';

/**
 * The body read with the very schema command-service parses the command with (one rule, one
 * place): a refused score is answered here, without a round trip, in the same words
 * command-service would use; any rule only the decider can check comes back as its 422.
 */
const scoreBody = (body: unknown) => validate(recordScoresSchema, body);
const finishBody = (body: unknown) => validate(finishContestSchema, body);

/**
 * The score console is the officials' own: someone signed in as another kind (an administrator,
 * who enters results through the correction route) is known, so refused with 403, not asked to
 * sign in with 401; nobody signed in still gets 401 from the guard after it.
 */
const otherKindsForbidden: RequestHandler = (_req, res, next) => {
  const account = res.locals.account;
  if (account && account.kind !== 'official') throw new ForbiddenError();
  next();
};

/** Contest commands of a signed-in official, forwarded to command-service. */
export function commandRoutes(deps: AreaDeps) {
  const { knex } = deps;
  const router = Router();
  const scorer = requires({ kind: 'official', ability: 'view.contests' });

  /** Saving a score and finishing differ only in their method, path and body. */
  const forwardScoring =
    (
      method: 'PUT' | 'POST',
      command: 'score' | 'finish',
      body: (raw: unknown) => unknown,
    ): RequestHandler =>
    async (req, res) => {
      const id = idParam(req.params.id);
      await assertMayScore(knex, res.locals.account as AccountRow, id);
      const accepted = await sendContestCommand(
        deps,
        req,
        res.locals.account as AccountRow,
        id,
        method,
        `/contests/${id}/${command}`,
        body(req.body),
      );
      res.status(accepted.status).json(accepted.body);
    };
  router.put(
    '/contests/:id/score',
    otherKindsForbidden,
    scorer,
    forwardScoring('PUT', 'score', scoreBody),
  );
  router.post(
    '/contests/:id/finish',
    otherKindsForbidden,
    scorer,
    forwardScoring('POST', 'finish', finishBody),
  );

  return router;
}
