import express, { type Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { fixtureRoutes } from './fixture-routes';
import { leagueRoutes } from './league-routes';
import { leagueOfficialsRoutes } from './officials-routes';
import { scheduleRoutes } from './schedule-routes';

/** League administration: kinds, wizard, schedules, officials per league, fees. */
export function leagueAdminRoutes(deps: AreaDeps): Router {
  const router = express.Router();
  // League edit, officials per league and per contest.
  router.use(leagueOfficialsRoutes(deps));
  // List, create per kind, team registration.
  router.use(leagueRoutes(deps));
  // Contests: schedules, brackets, re-planning.
  router.use(scheduleRoutes(deps));
  // Fixtures by hand and from a CSV file.
  router.use(fixtureRoutes(deps));
  return router;
}
