// Signed-in admins holding list.teams (administrator, super-admin) get past the guard.
import { adminWithPermission as withPermission, type Case, publicCase } from './cases';

const stranger = { stranger: true };

/** Routes of gateway/src/clubs and how each role is answered. */
export const clubRows: Record<string, Case> = {
  'GET /leagues/team/:id/link': publicCase(404, '/api/leagues/team/999999/link'),
  'GET /admin/clubs': withPermission(200, '/api/admin/clubs'),
  'GET /admin/clubs/:id': withPermission(404, '/api/admin/clubs/999999'),
  'POST /admin/clubs': withPermission(422, '/api/admin/clubs', stranger),
  'PUT /admin/clubs/:id': withPermission(422, '/api/admin/clubs/999999', stranger),
  'DELETE /admin/clubs/:id': withPermission(404, '/api/admin/clubs/999999'),
  'GET /admin/licences': withPermission(200, '/api/admin/licences'),
  'GET /admin/licences/print': withPermission(200, '/api/admin/licences/print'),
  'GET /admin/licences/seasons': withPermission(200, '/api/admin/licences/seasons'),
  'GET /admin/licences/:id': withPermission(404, '/api/admin/licences/999999'),
  'POST /admin/licences': withPermission(422, '/api/admin/licences', stranger),
  'POST /admin/licences/:id/transfer': withPermission(
    422,
    '/api/admin/licences/999999/transfer',
    stranger,
  ),
  'POST /admin/licences/import/preview': withPermission(
    422,
    '/api/admin/licences/import/preview',
    {},
  ),
  'POST /admin/licences/import': withPermission(422, '/api/admin/licences/import', {}),
  'POST /admin/licences/:id/revoke': withPermission(
    422,
    '/api/admin/licences/999999/revoke',
    stranger,
  ),
};
