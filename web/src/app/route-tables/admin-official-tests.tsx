import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-route';

const auth = 'list.officials';

/** Administration: officials' tests (write, assign, results), for whoever manages officials. */
export const adminOfficialTestRoutes: RouteObject[] = [
  adminRoute('official-tests', auth, () => import('../routes/admin/official-tests/list')),
  adminRoute('official-tests/new', auth, () => import('../routes/admin/official-tests/new')),
  adminRoute('official-tests/:id', auth, () => import('../routes/admin/official-tests/detail')),
];
