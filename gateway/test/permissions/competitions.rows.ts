// Signed-in admins holding the permission (administrator, super-admin) get past the guard.
import {
  adminWithPermission as withPermission,
  type Case,
  publicCase,
  superAdminOnly,
} from './cases';

const sports = (ok: number, path: string, body?: unknown) =>
  superAdminOnly(ok, async () => ({ path, body }));

// Past the guard: lists answer 200, an unknown id 404, a body with a stranger field 422 (so
// nothing is forwarded), an upload without a file 422.
const stranger = { stranger: true };

/** Routes of gateway/src/competitions and how each role is answered. */
export const competitionRows: Record<string, Case> = {
  'GET /admin/categories': withPermission(200, '/api/admin/categories'),
  // view.categories: the seeded administrator and super-admin roles hold it.
  'GET /admin/categories/:id': withPermission(404, '/api/admin/categories/999999'),
  'POST /admin/categories': withPermission(422, '/api/admin/categories', stranger),
  'PUT /admin/categories/:id': withPermission(422, '/api/admin/categories/999999', stranger),
  'POST /admin/categories/:id/move': withPermission(
    422,
    '/api/admin/categories/999999/move',
    stranger,
  ),
  'DELETE /admin/categories/:id': withPermission(404, '/api/admin/categories/999999'),

  'GET /admin/arenas': withPermission(200, '/api/admin/arenas'),
  'GET /admin/arenas/:id': withPermission(404, '/api/admin/arenas/999999'),
  'POST /admin/arenas': withPermission(422, '/api/admin/arenas', stranger),
  'PUT /admin/arenas/:id': withPermission(422, '/api/admin/arenas/999999', stranger),
  'DELETE /admin/arenas/:id': withPermission(404, '/api/admin/arenas/999999'),

  'GET /admin/sports': sports(200, '/api/admin/sports'),
  'GET /admin/sports/:id': sports(404, '/api/admin/sports/999999'),
  'POST /admin/sports': sports(422, '/api/admin/sports', stranger),
  'PUT /admin/sports/:id': sports(422, '/api/admin/sports/999999', stranger),
  'DELETE /admin/sports/:id': sports(404, '/api/admin/sports/999999'),

  'GET /admin/teams': withPermission(200, '/api/admin/teams'),
  'GET /admin/teams/:id': withPermission(404, '/api/admin/teams/999999'),
  'POST /admin/teams': withPermission(422, '/api/admin/teams', stranger),
  'PUT /admin/teams/:id': withPermission(422, '/api/admin/teams/999999', stranger),
  'DELETE /admin/teams/:id': withPermission(404, '/api/admin/teams/999999'),
  'POST /admin/teams/logo': withPermission(422, '/api/admin/teams/logo', {}),
  'POST /admin/teams/import/preview': withPermission(422, '/api/admin/teams/import/preview', {}),
  'POST /admin/teams/import': withPermission(422, '/api/admin/teams/import', {}),

  'GET /clubs/:id': publicCase(404, '/api/clubs/999999'),
};
