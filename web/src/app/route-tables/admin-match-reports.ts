import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-route';

const auth = 'list.leagues';

/** Administration: officials' match reports and files, per league and per match. */
export const adminMatchReportRoutes: RouteObject[] = [
  adminRoute(
    'leagues/league/:id/reports',
    auth,
    () => import('../routes/admin/match-reports/league'),
  ),
  adminRoute(
    'leagues/league/:id/reports/:contestId',
    auth,
    () => import('../routes/admin/match-reports/match'),
  ),
];
