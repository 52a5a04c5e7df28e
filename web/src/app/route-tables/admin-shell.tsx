import { Navigate, type RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

const superAdmin: AdminRouteMeta = { auth: 'super-admin' };

/** Administration shell screens: roles, permissions, logs, history, two-factor setup. */
export const adminShellRoutes: RouteObject[] = [
  { path: 'security', handle: superAdmin, element: <Navigate to="roles" replace /> },
  {
    path: 'security/roles',
    handle: superAdmin,
    lazy: () => import('../routes/admin/security-roles'),
  },
  {
    path: 'security/permissions',
    handle: superAdmin,
    lazy: () => import('../routes/admin/security-permissions'),
  },
  { path: 'logs', handle: superAdmin, lazy: () => import('../routes/admin/logs') },
  { path: 'history', handle: superAdmin, lazy: () => import('../routes/admin/history') },
  {
    path: 'history/:model/:id',
    handle: superAdmin,
    lazy: () => import('../routes/admin/history'),
  },
  {
    path: 'two-factor',
    handle: { auth: true } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/two-factor'),
  },
];
