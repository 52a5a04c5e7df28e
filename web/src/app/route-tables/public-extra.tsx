import type { RouteObject } from 'react-router';
import { passwordResetRoute } from './video-zone';

/** Public pages beyond the Foundation's: statistics, complete schedule, password reset. */
export const publicExtraRoutes: RouteObject[] = [
  passwordResetRoute,
  { path: 'league/:id/statistics', lazy: () => import('../routes/league-statistics') },
];
