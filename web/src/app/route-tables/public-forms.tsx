import type { RouteObject } from 'react-router';
import { adminRoute } from './admin-route';

/** Public `contact` and `appointments` (spec §2), each behind the self-hosted captcha. */
export const publicFormRoutes: RouteObject[] = [
  { path: 'contact', lazy: () => import('../routes/public-forms/contact') },
  { path: 'appointments', lazy: () => import('../routes/public-forms/appointments') },
];

/** Administration: `threads` (super-admin) and `appointments` (list.appointments). */
export const adminPublicFormRoutes: RouteObject[] = [
  adminRoute('threads', 'super-admin', () => import('../routes/admin/public-forms/threads')),
  adminRoute(
    'appointments',
    'list.appointments',
    () => import('../routes/admin/public-forms/appointments'),
  ),
];
