import { type Case, superAdminOnly } from './cases';

const superAdmin = (ok: number, path: string) => superAdminOnly(ok, async () => ({ path }));

const unknownLetter = '/api/admin/dead-letters/00000000-0000-4000-8000-000000000000';

/** Routes of gateway/src/integrations-admin (issue 12) and how each role is answered. */
export const integrationsAdminRows: Record<string, Case> = {
  'GET /admin/dead-letters': superAdmin(200, '/api/admin/dead-letters'),
  'POST /admin/dead-letters/:id/retry': superAdmin(404, `${unknownLetter}/retry`),
  'DELETE /admin/dead-letters/:id': superAdmin(404, unknownLetter),
};
