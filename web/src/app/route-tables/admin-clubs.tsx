import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

/** Administration: clubs administration and the licences preview (kept by list.teams). */
export const adminClubRoutes: RouteObject[] = [
  {
    path: 'leagues/clubs',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/clubs/clubs'),
  },
  {
    path: 'leagues/licences',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/clubs/licences'),
  },
  {
    path: 'leagues/licences/import',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/clubs/licences-import'),
  },
  {
    path: 'leagues/licences/print',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/clubs/licences-print'),
  },
];
