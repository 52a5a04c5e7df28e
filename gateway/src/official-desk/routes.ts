import { Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { deskRoutes } from './desk-routes';
import { matchFileRoutes } from './file-routes';
import { reportRoutes } from './report-routes';
import { localMatchFileStorage } from './storage';

/** The officials' desk: leagues, records, each match's report and files. */
export function officialDeskRoutes(deps: AreaDeps): Router {
  const router = Router();
  router.use(deskRoutes(deps));
  router.use(reportRoutes(deps));
  router.use(matchFileRoutes(deps, localMatchFileStorage(deps.config)));
  return router;
}
