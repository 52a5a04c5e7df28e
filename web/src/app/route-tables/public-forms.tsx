import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

/** Public `contact` and `appointments` (spec §2), each behind the self-hosted captcha. */
export const publicFormRoutes: RouteObject[] = [
  { path: 'contact', lazy: () => import('../routes/public-forms/contact') },
  { path: 'appointments', lazy: () => import('../routes/public-forms/appointments') },
];

/** Administration: `threads` (super-admin) and `appointments` (list.appointments). */
export const adminPublicFormRoutes: RouteObject[] = [
  {
    path: 'threads',
    handle: { auth: 'super-admin' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/public-forms/threads'),
  },
  {
    path: 'appointments',
    handle: { auth: 'list.appointments' } satisfies AdminRouteMeta,
    lazy: () => import('../routes/admin/public-forms/appointments'),
  },
];
