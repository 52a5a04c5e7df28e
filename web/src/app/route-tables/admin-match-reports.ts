import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

const meta = { auth: 'list.leagues' } satisfies AdminRouteMeta;

/** Administration: officials' match reports and files, per league and per match. */
export const adminMatchReportRoutes: RouteObject[] = [
  {
    path: 'leagues/league/:id/reports',
    handle: meta,
    lazy: () => import('../routes/admin/match-reports/league'),
  },
  {
    path: 'leagues/league/:id/reports/:contestId',
    handle: meta,
    lazy: () => import('../routes/admin/match-reports/match'),
  },
];
