import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';
import { adminRoute } from './admin-route';

/** Administration: leagues, the create wizard, league page tabs, officials lists. */
export const adminLeagueRoutes: RouteObject[] = [
  // Leagues of every kind (features/leagues): list, create wizard, league page with tabs.
  {
    path: 'leagues',
    element: <Navigate to="/administration/leagues/league?hash=league" replace />,
  },
  adminRoute('leagues/league', 'list.leagues', () => import('../routes/admin/leagues/leagues')),
  adminRoute(
    'leagues/league/create/:kind',
    'list.leagues',
    () => import('../routes/admin/leagues/create'),
  ),
  adminRoute('leagues/league/:id', 'list.leagues', () => import('../routes/admin/leagues/league')),
  {
    path: 'leagues/league/:id/edit',
    handle: { auth: 'list.leagues' } satisfies AdminRouteMeta,
    element: <Navigate to="../settings" relative="path" replace />,
  },
  adminRoute(
    'leagues/league/:id/teams',
    'list.teams',
    () => import('../routes/admin/leagues/league-tab'),
  ),
  adminRoute(
    'leagues/league/:id/referees',
    'list.leagues',
    () => import('../routes/admin/leagues/league-tab'),
  ),
  adminRoute(
    'leagues/league/:id/tables',
    'list.leagues',
    () => import('../routes/admin/leagues/league-tab'),
  ),
  adminRoute(
    'leagues/league/:id/fixtures/import',
    'list.leagues',
    () => import('../routes/admin/leagues/fixtures-import'),
  ),
  // Officials lists per league and a league's settings (features/officials-assignment).
  adminRoute(
    'leagues/lists-sl/:id',
    'list.officials',
    () => import('../routes/admin/lists-sl/lists-sl'),
  ),
  adminRoute(
    'leagues/league/:id/settings',
    'list.leagues',
    () => import('../routes/admin/lists-sl/league-settings'),
  ),
];
