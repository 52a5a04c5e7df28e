import { Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { clubAdminRoutes } from './club-routes';
import { licenceAdminRoutes } from './licence-routes';
import { teamLinkRoutes } from './link-routes';

/** Clubs, licences and the public team link (issue 9, part A). */
export function clubRoutes(deps: AreaDeps): Router {
  const router = Router();
  router.use(teamLinkRoutes(deps.knex), clubAdminRoutes(deps), licenceAdminRoutes(deps));
  return router;
}
