import { Navigate, type RouteObject } from 'react-router';
import { RepresentativeGuard } from '../../features/video-zone/components/representative-guard';
import { adminRoute } from './admin-route';
import type { RepresentativeRouteMeta } from '../../features/video-zone/utils/guard-decision';

const signedIn: RepresentativeRouteMeta = { auth: true };
const approved: RepresentativeRouteMeta = { auth: true, approved: true };

/** Video zone (spec §2 /video-zone): children of /video-zone. */
export const videoZoneRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="schedule-recording" replace /> },
  { path: 'login', lazy: () => import('../routes/video-zone/login') },
  { path: 'register', lazy: () => import('../routes/video-zone/register') },
  { path: 'forgot-password', lazy: () => import('../routes/video-zone/forgot-password') },
  { path: 'approval-pending', lazy: () => import('../routes/video-zone/approval-pending') },
  {
    element: <RepresentativeGuard />,
    children: [
      { path: 'profile', handle: signedIn, lazy: () => import('../routes/video-zone/profile') },
      {
        path: 'schedule-recording',
        handle: approved,
        lazy: () => import('../routes/video-zone/schedule-recording'),
      },
      {
        path: 'video-on-demand',
        handle: approved,
        lazy: () => import('../routes/video-zone/video-on-demand'),
      },
      {
        path: 'video-on-demand/:id',
        handle: approved,
        lazy: () => import('../routes/video-zone/video-player'),
      },
    ],
  },
];

/** Administration › video-zone users (under /administration, spec §2 videoZoneUsers). */
export const videoZoneAdminRoutes: RouteObject[] = [
  {
    path: 'video-zone-users',
    handle: { auth: 'list.video-zone-users' },
    lazy: () => import('../routes/video-zone/video-zone-users'),
  },
  // Issue 11: recording bookings (spec §2 adminVideoOnDemand).
  adminRoute(
    'leagues/video-on-demand',
    'list.leagues',
    () => import('../routes/video-zone/admin-video-on-demand'),
  ),
];

/** The public password-reset page (spec §2 password-reset), opened from the mailed link. */
export const passwordResetRoute: RouteObject = {
  path: 'password-reset',
  lazy: () => import('../routes/video-zone/password-reset'),
};
