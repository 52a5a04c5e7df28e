import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';
import { adminRoute } from './admin-route';

/** Administration: platform settings (issue 10; super-admin). */
export const adminPlatformRoutes: RouteObject[] = [
  adminRoute(
    'settings/platforms',
    'super-admin',
    () => import('../routes/admin/platform/platforms'),
  ),
  {
    path: 'settings/platforms/:id',
    handle: { auth: 'super-admin' } satisfies AdminRouteMeta,
    element: <Navigate to="platform-settings/general" replace />,
  },
  adminRoute(
    'settings/platforms/:id/platform-settings/:section',
    'super-admin',
    () => import('../routes/admin/platform/platform-settings'),
  ),
  adminRoute(
    'settings/dead-letters',
    'super-admin',
    () => import('../routes/admin/platform/dead-letters'),
  ),
];

/** Public: privacy and terms, their texts from the general settings. */
export const publicPlatformRoutes: RouteObject[] = [
  { path: 'privacy', lazy: () => import('../routes/platform-page') },
  { path: 'terms', lazy: () => import('../routes/platform-page') },
];
