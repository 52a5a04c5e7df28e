import { Router, type Request, type Response } from 'express';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { today } from '../http/request-time';
import { validate } from '../http/validate';
import { leaguesOfOfficialDesk, officialRecords } from '../queries/official-desk';
import { officialIncomeSchema } from '../results/schemas';
import { recordsCsv } from './records-csv';

/** The official's own leagues and records (spec §2 officials `leagues`, records). */
export function deskRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const leagues = requires({ kind: 'official', ability: 'view.leagues' });
  const own = requires({ kind: 'official' });

  // Without dates the records cover the last year up to today.
  function recordsOf(req: Request, res: Response) {
    const query = validate(officialIncomeSchema, req.query);
    const to = query.to ?? today(res);
    const yearBefore = new Date(`${to}T00:00:00Z`);
    yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
    const from = query.from ?? yearBefore.toISOString().slice(0, 10);
    return officialRecords(knex, {
      accountId: (res.locals.account as AccountRow).id,
      from,
      to,
      now: res.locals.now,
      leagueId: query.league_id,
    });
  }

  router.get('/officials/leagues', leagues, async (_req, res) => {
    res.json({ data: await leaguesOfOfficialDesk(knex, (res.locals.account as AccountRow).id) });
  });

  router.get('/officials/records', own, async (req, res) => {
    res.json(await recordsOf(req, res));
  });

  router.get('/officials/records.csv', own, async (req, res) => {
    const records = await recordsOf(req, res);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`records-${records.from}-${records.to}.csv`)
      .send(recordsCsv(records));
  });

  return router;
}
