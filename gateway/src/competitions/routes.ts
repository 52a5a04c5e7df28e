import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';

/** Categories, arenas, sports and teams administration. */
export function competitionRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  return router;
}
