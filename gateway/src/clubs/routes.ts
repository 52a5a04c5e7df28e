import { Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { clubAdminRoutes } from './club-routes';
import { licenceAdminRoutes } from './licence-routes';
import { licenceImportRoutes } from './licence-import';
import { teamLinkRoutes } from './link-routes';

/** Clubs, licences and the public team link (issue 9, part A). */
export function clubRoutes(deps: AreaDeps): Router {
  const router = Router();
  // The import before the licence routes, whose /admin/licences/:id would otherwise see 'import'.
  router.use(teamLinkRoutes(deps.knex), clubAdminRoutes(deps), licenceImportRoutes(deps));
  router.use(licenceAdminRoutes(deps));
  return router;
}
