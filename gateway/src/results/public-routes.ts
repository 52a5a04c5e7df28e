import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import type { Paginated, PublicLeagueSummary } from '@courtside/events';
import { publicRoute } from '../auth/permissions';
import { NotFoundError, ValidationError } from '../errors';
import { idParam, isoDay } from '../http/params';
import { validate } from '../http/validate';
import { currentCheckpoint } from '../queries/checkpoints';
import { contestsOfDay, findPublicContest } from '../queries/contests';
import { leagueDetail, publicSchedule, publicStandings } from '../queries/league-views';
import { listPublicLeagues } from '../queries/leagues';
import { leagueVisibility } from './league-visibility';

const pageNumber = yup.number().typeError('validNumber').integer('validNumber');
export const pagingSchema = yup.object({
  page: pageNumber.min(1, 'validNumber').default(1),
  per_page: pageNumber.min(1, 'validNumber').max(100, 'validNumber').default(10),
});

/**
 * Public read routes over the rm read models; every answer covers public leagues only, except
 * that an organiser also previews a private league's page, standings and schedule.
 */
export function queryRoutes(db: Knex): Router {
  const router = Router();

  router.get('/leagues', publicRoute, async (req, res) => {
    const { page, per_page: perPage } = validate(pagingSchema, req.query);
    const { leagues, total } = await listPublicLeagues(db, page, perPage);
    const body: Paginated<PublicLeagueSummary> = {
      data: leagues,
      meta: {
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    };
    res.json(body);
  });

  router.get('/leagues/:yyyy/:mm/:dd/contests', publicRoute, async (req, res) => {
    const { yyyy, mm, dd } = req.params;
    const day = isoDay(String(yyyy), String(mm), String(dd));
    if (!day) throw new ValidationError({ date: ['validNumber'] });
    const checkpoint = await currentCheckpoint(db);
    res.json({ data: await contestsOfDay(db, day), date: day, checkpoint });
  });

  router.get('/leagues/:id', publicRoute, async (req, res) => {
    const detail = await leagueDetail(db, idParam(req.params.id), leagueVisibility(res));
    if (!detail) throw new NotFoundError();
    res.json(detail);
  });

  router.get('/leagues/:id/public-standings', publicRoute, async (req, res) => {
    const standings = await publicStandings(db, idParam(req.params.id), leagueVisibility(res));
    if (!standings) throw new NotFoundError();
    res.json(standings);
  });

  router.get('/leagues/:id/public-schedule', publicRoute, async (req, res) => {
    const schedule = await publicSchedule(db, idParam(req.params.id), leagueVisibility(res));
    if (!schedule) throw new NotFoundError();
    res.json(schedule);
  });

  router.get('/contests/:id', publicRoute, async (req, res) => {
    const contest = await findPublicContest(db, idParam(req.params.id));
    if (!contest) throw new NotFoundError();
    res.json(contest);
  });

  return router;
}
