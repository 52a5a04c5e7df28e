import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-route';

/** Administration: clubs administration and the licences preview (kept by list.teams). */
export const adminClubRoutes: RouteObject[] = [
  adminRoute('leagues/clubs', 'list.teams', () => import('../routes/admin/clubs/clubs')),
  adminRoute('leagues/licences', 'list.teams', () => import('../routes/admin/clubs/licences')),
  adminRoute(
    'leagues/licences/import',
    'list.teams',
    () => import('../routes/admin/clubs/licences-import'),
  ),
  adminRoute(
    'leagues/licences/print',
    'list.teams',
    () => import('../routes/admin/clubs/licences-print'),
  ),
];
