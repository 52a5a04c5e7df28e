import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';

/** League administration: kinds, wizard, schedules, officials per league, fees. */
export function leagueAdminRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  return router;
}
