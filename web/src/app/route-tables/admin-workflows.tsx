import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-route';

/** Administration: workflows (issue 12; super-admin). */
export const adminWorkflowRoutes: RouteObject[] = [
  adminRoute('workflows', 'super-admin', () => import('../routes/admin/workflows/workflows')),
];
