import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';
import { adminRoute } from './admin-route';

/** Administration: categories, arenas, sports, teams. */
export const adminCompetitionRoutes: RouteObject[] = [
  adminRoute(
    'leagues/categories',
    'list.categories',
    () => import('../routes/admin/catalogue/categories'),
  ),
  adminRoute(
    'leagues/categories/:id',
    'view.categories',
    () => import('../routes/admin/catalogue/category'),
  ),
  adminRoute('leagues/arenas', 'list.arenas', () => import('../routes/admin/catalogue/arenas')),
  adminRoute('leagues/teams', 'list.teams', () => import('../routes/admin/catalogue/teams')),
  adminRoute(
    'leagues/teams/import',
    'list.teams',
    () => import('../routes/admin/catalogue/teams-import'),
  ),
  adminRoute('leagues/teams/new', 'list.teams', () => import('../routes/admin/catalogue/team')),
  adminRoute('leagues/teams/:id', 'list.teams', () => import('../routes/admin/catalogue/team')),
  adminRoute('settings/sports', 'super-admin', () => import('../routes/admin/catalogue/sports')),
  {
    // The spec's settings/arenas is the same list; one screen keeps one place to edit arenas.
    path: 'settings/arenas',
    handle: { auth: 'super-admin' } satisfies AdminRouteMeta,
    element: <Navigate to="/administration/leagues/arenas" replace />,
  },
];
