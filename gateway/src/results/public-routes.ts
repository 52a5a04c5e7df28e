import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import type { Paginated, PublicLeagueSummary } from '@courtside/events';
import { publicRoute } from '../auth/permissions';
import { NotFoundError, ValidationError } from '../errors';
import { idParam, isoDay } from '../http/params';
import { answerPublicRead } from '../http/public-answer';
import type { PublicCache } from '../http/public-cache';
import { validate } from '../http/validate';
import { currentCheckpoint } from '../queries/checkpoints';
import { contestsOfDay, findPublicContest } from '../queries/contests';
import {
  leagueDetail,
  publicSchedule,
  publicStandings,
  publicStandingsTable,
} from '../queries/league-views';
import { listPublicLeagues } from '../queries/leagues';
import { leagueVisibility } from './league-visibility';

const pageNumber = yup.number().typeError('validNumber').integer('validNumber');
export const pagingSchema = yup.object({
  page: pageNumber.min(1, 'validNumber').default(1),
  per_page: pageNumber.min(1, 'validNumber').max(100, 'validNumber').default(10),
});

const ids = (contests: { id: number }[]) => contests.map((contest) => contest.id);

/**
 * Public read routes over the rm read models; every answer covers public leagues only, except
 * that an organiser also previews a private league's page, standings and schedule. Answers
 * are served from the public cache (issue 13) with their ETag, compressed when asked.
 */
export function queryRoutes(db: Knex, cache: PublicCache): Router {
  const router = Router();

  router.get('/leagues', publicRoute, async (req, res) => {
    const { page, per_page: perPage } = validate(pagingSchema, req.query);
    await answerPublicRead(req, res, cache, 'public', async () => {
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
      return { body, sources: { anyLeague: true } };
    });
  });

  router.get('/leagues/:yyyy/:mm/:dd/contests', publicRoute, async (req, res) => {
    const { yyyy, mm, dd } = req.params;
    const day = isoDay(String(yyyy), String(mm), String(dd));
    if (!day) throw new ValidationError({ date: ['validNumber'] });
    await answerPublicRead(req, res, cache, 'public', async () => {
      const checkpoint = await currentCheckpoint(db);
      const data = await contestsOfDay(db, day);
      // A contest moved into this day names its league: any league change drops the day.
      return {
        body: { data, date: day, checkpoint },
        sources: { contests: ids(data), anyLeague: true },
      };
    });
  });

  router.get('/leagues/:id', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const visibility = leagueVisibility(res);
    await answerPublicRead(req, res, cache, visibility, async () => {
      const detail = await leagueDetail(db, id, visibility);
      if (!detail) throw new NotFoundError();
      return { body: detail, sources: { leagues: [id], contests: ids(detail.contests) } };
    });
  });

  router.get('/leagues/:id/public-standings', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const visibility = leagueVisibility(res);
    await answerPublicRead(req, res, cache, visibility, async () => {
      const standings = await publicStandings(db, id, visibility);
      if (!standings) throw new NotFoundError();
      return { body: standings, sources: { leagues: [id], contests: ids(standings.contests) } };
    });
  });

  // The table alone (no contests): what the standings screen and widgets show, a fraction of
  // public-standings, whose spec shape carries the whole schedule too.
  router.get('/leagues/:id/public-table', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const visibility = leagueVisibility(res);
    await answerPublicRead(req, res, cache, visibility, async () => {
      const table = await publicStandingsTable(db, id, visibility);
      if (!table) throw new NotFoundError();
      return { body: table, sources: { leagues: [id] } };
    });
  });

  router.get('/leagues/:id/public-schedule', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    const visibility = leagueVisibility(res);
    await answerPublicRead(req, res, cache, visibility, async () => {
      const schedule = await publicSchedule(db, id, visibility);
      if (!schedule) throw new NotFoundError();
      return { body: schedule, sources: { leagues: [id], contests: ids(schedule.contests) } };
    });
  });

  router.get('/contests/:id', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    await answerPublicRead(req, res, cache, 'public', async () => {
      const contest = await findPublicContest(db, id);
      if (!contest) throw new NotFoundError();
      return { body: contest, sources: { leagues: [contest.league_id], contests: [id] } };
    });
  });

  return router;
}
