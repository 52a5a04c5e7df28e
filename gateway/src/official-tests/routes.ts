import express, { type Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { officialTestAdminRoutes } from './admin-routes';
import { officialTestRoutes } from './official-routes';

/** Officials' tests: the administrators' side and the officials' side. */
export function officialTestsArea(deps: AreaDeps): Router {
  const router = express.Router();
  router.use(officialTestAdminRoutes(deps), officialTestRoutes(deps));
  return router;
}
