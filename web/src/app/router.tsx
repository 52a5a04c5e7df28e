import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingBlock } from '../components/ui/page-state';
import { useProfileStore } from '../features/auth/stores/profile-store';
import { useOfficialStore } from '../features/auth/stores/official-store';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { OfficialsGuard, type RouteMeta } from './guards/officials-guard';
import { RootLayout } from './layouts/root-layout';
import { adminCompetitionRoutes } from './route-tables/admin-competitions';
import { adminIdentityRoutes } from './route-tables/admin-identity';
import { adminLeagueRoutes } from './route-tables/admin-leagues';
import { adminResultRoutes } from './route-tables/admin-results';
import { adminShellRoutes } from './route-tables/admin-shell';
import { adminClubRoutes } from './route-tables/admin-clubs';
import { integrationRoutes } from './route-tables/integrations';
import { publicExtraRoutes } from './route-tables/public-extra';
import { videoZoneAdminRoutes, videoZoneRoutes } from './route-tables/video-zone';
import { adminOfficialTestRoutes } from './route-tables/admin-official-tests';
import { adminPlatformRoutes, publicPlatformRoutes } from './route-tables/admin-platform';
import { adminWorkflowRoutes } from './route-tables/admin-workflows';
import { adminProviderRoutes } from './route-tables/admin-providers';
import { adminPublicFormRoutes, publicFormRoutes } from './route-tables/public-forms';
import { adminMatchReportRoutes } from './route-tables/admin-match-reports';
import { AdminShell } from './routes/admin/shell';
import { ContestsByDateRoute } from './routes/contests-by-date';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import {
  AdminNotFoundRoute,
  OfficialsNotFoundRoute,
  VideoZoneNotFoundRoute,
} from './routes/area-not-found';
import { publicPageRoutes } from './route-tables/public-pages';
import { RouteError } from './routes/route-error';

const officialsMeta: RouteMeta = { auth: 'view.contests' };

export const router = createBrowserRouter([
  { path: 'integrations', errorElement: <RouteError />, children: integrationRoutes },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingBlock />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'leagues/:date/contests', element: <ContestsByDateRoute /> },
      { path: 'leagues', lazy: () => import('./routes/leagues') },
      { path: 'league/:id', lazy: () => import('./routes/league') },
      { path: 'officials/login', lazy: () => import('./routes/officials/login') },
      {
        path: 'officials',
        element: <OfficialsGuard />,
        children: [
          // Spec §2: the officials area opens on the assigned leagues.
          { index: true, element: <Navigate to="leagues" replace /> },
          {
            path: 'contests',
            handle: officialsMeta,
            lazy: () => import('./routes/officials/contests'),
          },
          {
            path: 'games/:id',
            handle: officialsMeta,
            lazy: () => import('./routes/officials/contest'),
          },
          {
            path: 'leagues',
            handle: { auth: 'view.leagues' } satisfies RouteMeta,
            lazy: () => import('./routes/officials/leagues'),
          },
          { path: 'records', lazy: () => import('./routes/officials/records') },
          { path: 'profile', lazy: () => import('./routes/officials/profile') },
          // Officials' tests (any signed-in official: each sees only the tests given to them).
          { path: 'tests', handle: { auth: true }, lazy: () => import('./routes/officials/tests') },
          {
            path: 'tests/:id',
            handle: { auth: true },
            lazy: () => import('./routes/officials/test'),
          },
          { path: '*', element: <OfficialsNotFoundRoute /> },
        ],
      },
      ...publicExtraRoutes,
      ...publicPlatformRoutes,
      ...publicFormRoutes,
      ...publicPageRoutes,
      { path: 'video-zone', children: videoZoneRoutes },
      // An unknown video-zone path ranks below every known one (a splat scores lowest).
      { path: 'video-zone/*', element: <VideoZoneNotFoundRoute /> },
      {
        path: 'administration',
        element: <AdminShell />,
        children: [
          ...adminShellRoutes,
          ...adminIdentityRoutes,
          ...adminCompetitionRoutes,
          ...adminLeagueRoutes,
          ...adminResultRoutes,
          ...videoZoneAdminRoutes,
          ...adminOfficialTestRoutes,
          ...adminClubRoutes,
          ...adminPlatformRoutes,
          ...adminWorkflowRoutes,
          ...adminProviderRoutes,
          ...adminPublicFormRoutes,
          ...adminMatchReportRoutes,
          { path: '*', element: <AdminNotFoundRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

// Spec §4/§8: a 401 or 419 anywhere signs the official and the admin out locally and leaves
// for the root (or the redirect the call named).
setUnauthenticatedHandler((redirectUrl) => {
  useOfficialStore.getState().signOut();
  useProfileStore.getState().reset();
  queryClient.removeQueries({ queryKey: ['official'] });
  queryClient.removeQueries({ queryKey: ['admin'] });
  void router.navigate(redirectUrl, { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
