import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

const meta = { auth: 'list.officials' } satisfies AdminRouteMeta;

/** Administration: officials' tests (write, assign, results), for whoever manages officials. */
export const adminOfficialTestRoutes: RouteObject[] = [
  {
    path: 'official-tests',
    handle: meta,
    lazy: () => import('../routes/admin/official-tests/list'),
  },
  {
    path: 'official-tests/new',
    handle: meta,
    lazy: () => import('../routes/admin/official-tests/new'),
  },
  {
    path: 'official-tests/:id',
    handle: meta,
    lazy: () => import('../routes/admin/official-tests/detail'),
  },
];
