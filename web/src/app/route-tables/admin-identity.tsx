import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

const signedIn: AdminRouteMeta = { auth: true };

/** Administration: users, API keys, profile (spec §2). */
export const adminIdentityRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { auth: 'list.users' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/users/users'),
  },
  { path: 'api-keys', handle: signedIn, element: <Navigate to="create-edit" replace /> },
  {
    path: 'api-keys/create-edit',
    handle: signedIn,
    lazy: () => import('../routes/admin/api-keys/create-edit'),
  },
  {
    path: 'api-keys/list',
    handle: { auth: 'list.api-keys' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/api-keys/list'),
  },
  { path: 'profile', handle: signedIn, lazy: () => import('../routes/admin/profile/profile') },
];
