import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';
import { adminRoute } from './admin-route';

/** Administration: operations dashboard (the index), fees and income, results corrections. */
export const adminResultRoutes: RouteObject[] = [
  {
    index: true,
    handle: { auth: true } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/operations/dashboard'),
  },
  adminRoute('income', 'list.officials', () => import('../routes/admin/operations/income')),
];
