import { adminWithPermission, type Case, publicCase, superAdminOnly } from './cases';

/**
 * Routes of gateway/src/public-forms and gateway/src/captcha (list.appointments is held by the
 * super-admin and administrator roles): the public forms are judged by the
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
  'GET /admin/appointments': adminWithPermission(200, '/api/admin/appointments'),
  'POST /admin/appointments/:id/:action': adminWithPermission(
    404,
    '/api/admin/appointments/999/finish',
  ),
};
