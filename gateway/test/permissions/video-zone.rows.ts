import { type Case, context, permissionHolders, publicCase } from './cases';

let serial = 0;

/** A fresh unknown address each call, so the forgot-password throttle never answers first. */
const forgotCase = (path: string): Case => ({
  ok: 200,
  request: async () => {
    serial += 1;
    return { path, body: { email: `nobody-${serial}@courtside.test` } };
  },
  answers: {},
  others: 'ok',
});

/** The table's representative, approved first, so only the sign-in kind decides. */
const approvedRepresentative = (path: string): Case => ({
  ok: 200,
  request: async () => {
    const id = context.accounts.get('representative')?.id ?? 0;
    await context.running.knex('accounts').where({ id }).update({ approved_at: new Date() });
    return { path };
  },
  answers: {
    anonymous: 401,
    representative: 'ok',
  },
  others: 403,
});

// list.video-zone-users: the super-admin and administrator roles hold it, a bare admin not.
const videoZoneAdmins = permissionHolders;

/** Routes of gateway/src/video-zone and how each role is answered. */
export const videoZoneRows: Record<string, Case> = {
  'GET /video-zone/clubs': publicCase(200, '/api/video-zone/clubs'),
  'GET /video-zone/sports': publicCase(200, '/api/video-zone/sports'),
  'POST /video-zone/register': publicCase(422, '/api/video-zone/register', {}),
  'POST /video-zone/login': publicCase(422, '/api/video-zone/login', {}),
  'GET /video-zone/user': {
    ok: 200,
    request: async () => ({ path: '/api/video-zone/user' }),
    answers: {
      anonymous: 401,
      representative: 'ok',
    },
    others: 403,
  },
  'GET /video-zone/logout': publicCase(204, '/api/video-zone/logout'),
  'GET /video-zone/schedule-recording': approvedRepresentative(
    '/api/video-zone/schedule-recording',
  ),
  'GET /video-zone/video-on-demand': approvedRepresentative('/api/video-zone/video-on-demand'),
  'POST /forgot-password': forgotCase('/api/forgot-password'),
  'POST /accounts/forgot-password': forgotCase('/api/accounts/forgot-password'),
  'POST /video-zone/forgot-password': forgotCase('/api/video-zone/forgot-password'),
  'POST /reset-password': publicCase(422, '/api/reset-password', {}),
  'POST /accounts/reset-password': publicCase(422, '/api/accounts/reset-password', {}),
  'POST /video-zone/reset-password': publicCase(422, '/api/video-zone/reset-password', {}),
  'GET /admin/video-zone-users': videoZoneAdmins(200, async () => ({
    path: '/api/admin/video-zone-users?status=pending',
  })),
  'POST /admin/video-zone-users/:id/approve': videoZoneAdmins(404, async () => ({
    path: '/api/admin/video-zone-users/999999/approve',
  })),
  'DELETE /admin/video-zone-users/:id': videoZoneAdmins(404, async () => ({
    path: '/api/admin/video-zone-users/999999',
  })),
  // Issue 11: recording bookings (an empty booking is invalid input once past the guard).
  'GET /video-zone/bookings': approvedRepresentative('/api/video-zone/bookings'),
  'POST /video-zone/bookings': { ...approvedRepresentative('/api/video-zone/bookings'), ok: 422 },
  'POST /video-zone/bookings/:id/cancel': {
    ...approvedRepresentative('/api/video-zone/bookings/999999/cancel'),
    ok: 404,
  },
  'GET /admin/video-on-demand': permissionHolders(200, async () => ({
    path: '/api/admin/video-on-demand',
  })),
  'POST /admin/video-on-demand/:id/:action': permissionHolders(404, async () => ({
    path: '/api/admin/video-on-demand/999999/confirm',
  })),
  // Issue 11: watching videos (no video 999999: past the guard it is not found).
  'GET /video-zone/videos': approvedRepresentative('/api/video-zone/videos'),
  'GET /video-zone/videos/:id/play': {
    ...approvedRepresentative('/api/video-zone/videos/999999/play'),
    ok: 404,
  },
  'GET /admin/videos/:id/play': permissionHolders(404, async () => ({
    path: '/api/admin/videos/999999/play',
  })),
  'GET /admin/videos/:id/poster': permissionHolders(404, async () => ({
    path: '/api/admin/videos/999999/poster',
  })),
};
