import { type Case, superAdminOnly } from './cases';

// Past the guard with no provider configured: browsing answers 422 (not configured), a preview
// of an unconfigured provider 422, applying an import there is not 404.
const superAdmin = (ok: number, path: string, body?: unknown) =>
  superAdminOnly(ok, async () => ({ path, body }));

/** Routes of gateway/src/providers (issue 12, Genius Sports and Atrium). */
export const providerRows: Record<string, Case> = {
  'GET /admin/providers/genius-sports/leagues': superAdmin(
    422,
    '/api/admin/providers/genius-sports/leagues',
  ),
  'GET /admin/providers/genius-sports/leagues/:id/competitions': superAdmin(
    422,
    '/api/admin/providers/genius-sports/leagues/1/competitions',
  ),
  'GET /admin/providers/genius-sports/competitions/:id/matches': superAdmin(
    422,
    '/api/admin/providers/genius-sports/competitions/1/matches',
  ),
  'GET /admin/providers/genius-sports/teams/:id': superAdmin(
    422,
    '/api/admin/providers/genius-sports/teams/1',
  ),
  'GET /admin/providers/atrium/categories': superAdmin(
    422,
    '/api/admin/providers/atrium/categories',
  ),
  'GET /admin/providers/atrium/leagues/:id/competitions': superAdmin(
    422,
    '/api/admin/providers/atrium/leagues/a/competitions',
  ),
  'GET /admin/providers/atrium/competitions/:id/seasons': superAdmin(
    422,
    '/api/admin/providers/atrium/competitions/a/seasons',
  ),
  'GET /admin/providers/atrium/seasons': superAdmin(422, '/api/admin/providers/atrium/seasons'),
  'GET /admin/providers/atrium/seasons/:id/fixtures': superAdmin(
    422,
    '/api/admin/providers/atrium/seasons/a/fixtures',
  ),
  'GET /admin/providers/atrium/seasons/:id/teams': superAdmin(
    422,
    '/api/admin/providers/atrium/seasons/a/teams',
  ),
  'GET /admin/providers/atrium/entities/:id': superAdmin(
    422,
    '/api/admin/providers/atrium/entities/a',
  ),
  'POST /admin/providers/:provider/imports': superAdmin(
    422,
    '/api/admin/providers/atrium/imports',
    {
      external_id: 'a',
    },
  ),
  'GET /admin/providers/imports/:id': superAdmin(404, '/api/admin/providers/imports/999'),
  'POST /admin/providers/imports/:id/apply': superAdmin(
    404,
    '/api/admin/providers/imports/999/apply',
  ),
};
