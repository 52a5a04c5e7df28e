import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';
import { leagueRoutes } from './leagues';
import { leagueOfficialsRoutes } from './officials';

/** League administration: kinds, wizard, schedules, officials per league, fees. */
export function leagueAdminRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  // League edit, officials per league and per match (officials.ts).
  router.use(leagueOfficialsRoutes(_deps));
  // List, create per kind, teams, schedules, brackets, re-planning, fixtures (leagues.ts).
  router.use(leagueRoutes(_deps));
  return router;
}
