import { Router } from 'express';
import { fileMatchReportSchema } from '@courtside/events';
import { assertMayScore } from '../auth/official-scope';
import { requires } from '../auth/permissions';
import { fileMatchReport } from '../commands/match-report';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { matchReportOf } from '../queries/match-reports';

/**
 * A match's report (spec §2 officials: report): read and filed by the officials who may see the
 * match. The body is read with the schema command-service parses it with, so a refusal costs no
 * round trip and reads the same; the filing answers once the read model shows it.
 */
export function reportRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const official = requires({ kind: 'official', ability: 'view.contests' });

  router.get('/officials/games/:id/report', official, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    res.json(await matchReportOf(knex, id));
  });

  router.put('/officials/games/:id/report', official, async (req, res) => {
    const id = idParam(req.params.id);
    const account = res.locals.account as AccountRow;
    await assertMayScore(knex, account, id);
    const body = validate(fileMatchReportSchema, req.body);
    await fileMatchReport(deps, req, account, id, body);
    res.json(await matchReportOf(knex, id));
  });

  return router;
}
