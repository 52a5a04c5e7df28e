import { type Case, publicCase, superAdminOnly } from './cases';

/** list.appointments: the super-admin and administrator roles hold it, a bare admin does not. */
const appointmentListers = (ok: number, path: string): Case => ({
  ok,
  request: async () => ({ path }),
  answers: {
    anonymous: 401,
    'super-admin': 'ok',
    administrator: 'ok',
    'admin without role': 403,
  },
  others: 403,
});

/**
 * Routes of gateway/src/public-forms and gateway/src/captcha: the public forms are judged by the
 * 422 of an empty body, the admin actions by the 404 of a record that is not there.
 */
export const publicFormRows: Record<string, Case> = {
  'GET /captcha/challenge': publicCase(200, '/api/captcha/challenge'),
  'POST /contact': publicCase(422, '/api/contact', {}),
  'GET /appointments/options': publicCase(200, '/api/appointments/options'),
  'POST /appointments': publicCase(422, '/api/appointments', {}),
  'GET /admin/threads': superAdminOnly(200, async () => ({ path: '/api/admin/threads' })),
  'GET /admin/threads/:id': superAdminOnly(404, async () => ({ path: '/api/admin/threads/999' })),
  'POST /admin/threads/:id/replies': superAdminOnly(422, async () => ({
    path: '/api/admin/threads/999/replies',
    body: {},
  })),
  'PATCH /admin/threads/:id': superAdminOnly(404, async () => ({
    path: '/api/admin/threads/999',
    body: { state: 'resolved' },
  })),
  'GET /admin/appointments': appointmentListers(200, '/api/admin/appointments'),
  'POST /admin/appointments/:id/:action': appointmentListers(
    404,
    '/api/admin/appointments/999/finish',
  ),
};
