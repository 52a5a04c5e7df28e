import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

/** Administration: leagues, the create wizard, league page tabs, officials lists. */
export const adminLeagueRoutes: RouteObject[] = [
  // Leagues of every kind (features/leagues): list, create wizard, league page with tabs.
  {
    path: 'leagues',
    element: <Navigate to="/administration/leagues/league?hash=league" replace />,
  },
  {
    path: 'leagues/league',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/leagues'),
  },
  {
    path: 'leagues/league/create/:kind',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/create'),
  },
  {
    path: 'leagues/league/:id',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/league'),
  },
  {
    path: 'leagues/league/:id/edit',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    element: <Navigate to="../settings" relative="path" replace />,
  },
  {
    path: 'leagues/league/:id/teams',
    handle: { auth: 'list.teams' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/league-tab'),
  },
  {
    path: 'leagues/league/:id/referees',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/league-tab'),
  },
  {
    path: 'leagues/league/:id/tables',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/league-tab'),
  },
  {
    path: 'leagues/league/:id/fixtures/import',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/leagues/fixtures-import'),
  },
  // Officials lists per league and a league's settings (features/officials-assignment).
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
