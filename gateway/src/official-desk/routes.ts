import { Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { adminReportRoutes } from './admin-report-routes';
import { deskRoutes } from './desk-routes';
import { matchFileRoutes } from './file-routes';
import { reportRoutes } from './report-routes';
import { localMatchFileStorage } from './storage';

/** The officials' desk: leagues, records, each match's report and files; and the admins' view of them. */
export function officialDeskRoutes(deps: AreaDeps): Router {
  const router = Router();
  router.use(deskRoutes(deps));
  router.use(reportRoutes(deps));
  const storage = localMatchFileStorage(deps.config);
  router.use(matchFileRoutes(deps, storage));
  router.use(adminReportRoutes(deps, storage));
  return router;
}
