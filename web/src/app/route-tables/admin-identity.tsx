import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';
import { adminRoute } from './admin-route';

const signedIn: AdminRouteMeta = { auth: true };

/** Administration: users, API keys, profile (spec §2). */
export const adminIdentityRoutes: RouteObject[] = [
  adminRoute('users', 'list.users', () => import('../routes/admin/users/users')),
  { path: 'api-keys', handle: signedIn, element: <Navigate to="create-edit" replace /> },
  {
    path: 'api-keys/create-edit',
    handle: signedIn,
    lazy: () => import('../routes/admin/api-keys/create-edit'),
  },
  {
    path: 'api-keys/documentation',
    handle: signedIn,
    lazy: () => import('../routes/admin/api-keys/documentation'),
  },
  {
    path: 'api-keys/:id/webhooks',
    handle: signedIn,
    lazy: () => import('../routes/admin/api-keys/webhooks'),
  },
  adminRoute('api-keys/list', 'list.api-keys', () => import('../routes/admin/api-keys/list')),
  { path: 'profile', handle: signedIn, lazy: () => import('../routes/admin/profile/profile') },
];
