import { Router } from 'express';
import { assertMayScore } from '../auth/official-scope';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { sendContestCommand } from './contest';

/**
 * The body as it came: command-service validates it with the contest's command schemas
 * (@courtside/events) and its 422 is relayed, so the gateway never re-validates a score.
 */
const bodyOf = (body: unknown): unknown => body ?? {};

/** Contest commands of a signed-in official, forwarded to command-service. */
export function commandRoutes(deps: AreaDeps) {
  const { knex } = deps;
  const router = Router();
  const scorer = requires({ kind: 'official', ability: 'view.contests' });

  router.put('/contests/:id/score', scorer, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    const accepted = await sendContestCommand(
      deps,
      req,
      res.locals.account as AccountRow,
      id,
      'PUT',
      `/contests/${id}/score`,
      bodyOf(req.body),
    );
    res.status(accepted.status).json(accepted.body);
  });

  router.post('/contests/:id/finish', scorer, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    const accepted = await sendContestCommand(
      deps,
      req,
      res.locals.account as AccountRow,
      id,
      'POST',
      `/contests/${id}/finish`,
      bodyOf(req.body),
    );
    res.status(accepted.status).json(accepted.body);
  });

  return router;
}
