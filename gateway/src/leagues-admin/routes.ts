import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';
import { leagueOfficialsRoutes } from './officials';

/** League administration: kinds, wizard, schedules, officials per league, fees. */
export function leagueAdminRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  // League edit, officials per league and per match (officials.ts).
  router.use(leagueOfficialsRoutes(_deps));
  return router;
}
