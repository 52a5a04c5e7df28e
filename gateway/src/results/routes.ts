import express, { type Router } from 'express';
import { publicRoute, requires } from '../auth/permissions';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { bracketOf } from '../queries/league-bracket';
import { findPublicLeague } from '../queries/leagues';
import { dashboard } from '../queries/dashboard';
import { incomeCsv, incomeReport } from './income';
import { publicLeagueStatistics } from './league-statistics';
import {
  categoriesSchema,
  eventsRange,
  eventsSchema,
  incomeFilters,
  incomeSchema,
  officialIncomeSchema,
  seasonSchema,
  statisticsSchema,
} from './schemas';
import { activeLeagues, contestDays, publicCategories, seasonInfo } from './season';
import { standingsRoutes } from './standings-routes';
import { today } from '../http/request-time';

/** Seasons, dates, standings and statistics, income, imports and exports, operations dashboard. */
export function resultRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = express.Router();

  router.get('/season', publicRoute, async (req, res) => {
    const { filter, date } = validate(seasonSchema, req.query);
    res.json(await seasonInfo(knex, date ?? today(res), filter));
  });

  router.get('/events', publicRoute, async (req, res) => {
    const query = validate(eventsSchema, req.query, { year: res.locals.now.getUTCFullYear() });
    const [first, last] = eventsRange(query, today(res));
    res.json(await contestDays(knex, first, last));
  });

  router.get('/categories', publicRoute, async (req, res) => {
    const { season } = validate(categoriesSchema, req.query);
    res.json(await publicCategories(knex, season));
  });

  router.get('/active-leagues', publicRoute, async (_req, res) => {
    res.json({ data: await activeLeagues(knex, today(res)) });
  });

  router.get('/leagues/:id/statistics', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const { team_id: teamId } = validate(statisticsSchema, req.query);
    const statistics = await publicLeagueStatistics(knex, id, teamId);
    if (statistics === null) throw new NotFoundError();
    if (statistics === 'no-team') throw new ValidationError({ team_id: ['teamNotInLeague'] });
    res.json(statistics);
  });

  // A play-off's or tournament knockout's bracket as the public sees it: public leagues only.
  router.get('/leagues/:id/bracket', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    if (!(await findPublicLeague(knex, id))) throw new NotFoundError();
    res.json(await bracketOf(knex, id));
  });

  const adminIncome = requires({ kind: 'admin', ability: 'list.officials' });

  router.get('/admin/income', adminIncome, async (req, res) => {
    res.json(
      await incomeReport(knex, incomeFilters(validate(incomeSchema, req.query), today(res))),
    );
  });

  router.get('/admin/income.csv', adminIncome, async (req, res) => {
    const filters = incomeFilters(validate(incomeSchema, req.query), today(res));
    const csv = incomeCsv(await incomeReport(knex, filters));
    res
      .type('text/csv; charset=utf-8')
      .attachment(`income-${filters.from}-${filters.to}.csv`)
      .send(csv);
  });

  // An official sees their own fees only: the account filter is theirs, whatever was asked.
  router.get('/officials/income', requires({ kind: 'official' }), async (req, res) => {
    const query = validate(officialIncomeSchema, req.query);
    const filters = incomeFilters(query, today(res));
    const officialId = res.locals.account?.id;
    res.json(await incomeReport(knex, { ...filters, officialId }));
  });

  router.get('/admin/dashboard', requires({ kind: 'admin' }), async (_req, res) => {
    res.json(await dashboard(knex, res.locals.now));
  });

  router.use(standingsRoutes(deps));

  return router;
}
