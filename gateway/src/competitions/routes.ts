import express, { type Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { arenaRoutes } from './arenas';
import { categoryRoutes } from './categories';
import { clubRoutes } from './clubs';
import { sportRoutes } from './sports';
import { teamRoutes } from './teams';
import { serveUploads } from './uploads';

/** Categories, arenas, sports and teams administration, and the uploaded team logos. */
export function competitionRoutes(deps: AreaDeps): Router {
  const router = express.Router();
  router.use(categoryRoutes(deps), arenaRoutes(deps), sportRoutes(deps), teamRoutes(deps));
  router.use(clubRoutes(deps.knex));
  router.use(serveUploads(deps.config));
  return router;
}
