import { type Case, publicCase, superAdminOnly } from './cases';

const superAdmin = (ok: number, path: string, body?: unknown) =>
  superAdminOnly(ok, async () => ({ path, body }));

// Past the guard: reads answer 200, a body with a stranger field 422 (nothing recorded).
const stranger = { stranger: true };

/** Routes of gateway/src/platform (issue 10) and how each role is answered. */
export const platformRows: Record<string, Case> = {
  'GET /admin/platforms': superAdmin(200, '/api/admin/platforms'),
  'GET /admin/platforms/:id/settings/:section': superAdmin(
    200,
    '/api/admin/platforms/1/settings/general',
  ),
  'PUT /admin/platforms/:id/settings/:section': superAdmin(
    422,
    '/api/admin/platforms/1/settings/general',
    stranger,
  ),
  'POST /admin/platforms/:id/season-end': superAdmin(
    422,
    '/api/admin/platforms/1/season-end',
    stranger,
  ),
  'GET /platform/pages/:page': publicCase(200, '/api/platform/pages/privacy'),
};
