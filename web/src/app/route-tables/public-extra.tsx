import type { RouteObject } from 'react-router';

/** Public pages beyond the Foundation's: statistics, complete schedule, password reset. */
export const publicExtraRoutes: RouteObject[] = [
  { path: 'league/:id/statistics', lazy: () => import('../routes/league-statistics') },
];
