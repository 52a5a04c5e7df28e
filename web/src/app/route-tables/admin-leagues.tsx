import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

/** Administration: leagues, the create wizard, league page tabs, officials lists. */
export const adminLeagueRoutes: RouteObject[] = [
  // Officials lists per league and a league's settings (features/league-officials).
  {
    path: 'leagues/lists-sl/:id',
    handle: { auth: 'list.officials' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/lists-sl/lists-sl'),
  },
  {
    path: 'leagues/league/:id/settings',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/lists-sl/league-settings'),
  },
];
