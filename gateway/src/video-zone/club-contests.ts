import { Router, type RequestHandler } from 'express';
import type { AreaDeps } from '../area-deps';
import { pageQuery } from '../http/page';
import { validate } from '../http/validate';
import { finishedContestsOfClubLeagues, upcomingClubContests } from '../queries/club-contests';
import type { RepresentativeRow } from './representatives';

/**
 * The approved representative's pages (spec §2): the club's upcoming contests, which
 * recordings are scheduled for, and finished contests of the club's leagues (video on demand).
 * Both come from the public read models.
 */
export function clubContestRoutes(deps: AreaDeps, guards: RequestHandler[]): Router {
  const { knex } = deps;
  const router = Router();

  router.get('/video-zone/schedule-recording', ...guards, async (_req, res) => {
    const account = res.locals.account as RepresentativeRow;
    res.json({
      data: await upcomingClubContests(knex, account.pb_club_id, res.locals.now),
      club: account.club,
    });
  });

  router.get('/video-zone/video-on-demand', ...guards, async (req, res) => {
    const { page } = validate(pageQuery, req.query);
    const account = res.locals.account as RepresentativeRow;
    res.json(await finishedContestsOfClubLeagues(knex, account.pb_club_id, page));
  });

  return router;
}
