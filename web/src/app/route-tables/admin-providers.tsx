import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-route';

/** Data providers (issue 12; spec §2, super-admin): Atrium and Genius Sports, browse and import. */
export const adminProviderRoutes: RouteObject[] = [
  adminRoute(
    'atrium/categories',
    'super-admin',
    () => import('../routes/admin/providers/atrium-categories'),
  ),
  adminRoute(
    'atrium/leagues/:id/competitions',
    'super-admin',
    () => import('../routes/admin/providers/atrium-competitions'),
  ),
  adminRoute(
    'atrium/competitions/:id/seasons',
    'super-admin',
    () => import('../routes/admin/providers/atrium-seasons'),
  ),
  adminRoute(
    'atrium/seasons',
    'super-admin',
    () => import('../routes/admin/providers/atrium-organization-seasons'),
  ),
  adminRoute(
    'atrium/seasons/:id/fixtures',
    'super-admin',
    () => import('../routes/admin/providers/atrium-fixtures'),
  ),
  adminRoute(
    'atrium/seasons/:seasonId/fixtures/:fixtureId/teams/:entityId',
    'super-admin',
    () => import('../routes/admin/providers/atrium-entity'),
  ),
  adminRoute(
    'atrium/seasons/:id/teams',
    'super-admin',
    () => import('../routes/admin/providers/atrium-season-teams'),
  ),
  adminRoute(
    'genius-sports/leagues',
    'super-admin',
    () => import('../routes/admin/providers/genius-leagues'),
  ),
  adminRoute(
    'genius-sports/leagues/:id/competitions',
    'super-admin',
    () => import('../routes/admin/providers/genius-competitions'),
  ),
  adminRoute(
    'genius-sports/competitions/:id/matches',
    'super-admin',
    () => import('../routes/admin/providers/genius-matches'),
  ),
  adminRoute(
    'genius-sports/competitions/:competitionId/matches/:matchId/teams/:teamId',
    'super-admin',
    () => import('../routes/admin/providers/genius-team'),
  ),
];
