import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

/** Administration: categories, arenas, sports, teams. */
export const adminCompetitionRoutes: RouteObject[] = [
  {
    path: 'leagues/categories',
    handle: { auth: 'list.categories' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/categories'),
  },
  {
    path: 'leagues/categories/:id',
    handle: { auth: 'view.categories' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/category'),
  },
  {
    path: 'leagues/arenas',
    handle: { auth: 'list.arenas' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/arenas'),
  },
  {
    path: 'leagues/teams',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/teams'),
  },
  {
    path: 'leagues/teams/import',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/teams-import'),
  },
  {
    path: 'leagues/teams/new',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/team'),
  },
  {
    path: 'leagues/teams/:id',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/team'),
  },
  {
    path: 'settings/sports',
    handle: { auth: 'super-admin' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/catalogue/sports'),
  },
  {
    // The spec's settings/arenas is the same list; one screen keeps one place to edit arenas.
    path: 'settings/arenas',
    handle: { auth: 'super-admin' } satisfies AdminRouteMeta,
    element: <Navigate to="/administration/leagues/arenas" replace />,
  },
];
