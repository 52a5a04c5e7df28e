// An admin route needing a list.* permission: the administrator role has it, a bare admin not.
import { adminWithPermission as adminWith, type Case } from './cases';

/** Routes of gateway/src/leagues-admin and how each role is answered. */
export const leagueAdminRows: Record<string, Case> = {
  // League edit and officials (officials-routes.ts): admins whose roles grant list.leagues or
  // list.officials; without command-service here, writes are judged by their 422 on bad input.
  'GET /admin/leagues/:id': adminWith(200, '/api/admin/leagues/1'),
  'PATCH /admin/leagues/:id': adminWith(422, '/api/admin/leagues/1', { unknown: 1 }),
  'GET /admin/leagues/:id/officials': adminWith(200, '/api/admin/leagues/1/officials'),
  'POST /admin/leagues/:id/officials': adminWith(422, '/api/admin/leagues/1/officials', {}),
  'DELETE /admin/leagues/:id/officials': adminWith(422, '/api/admin/leagues/1/officials', {}),
  'GET /admin/contests/:id/officials': adminWith(200, '/api/admin/contests/7/officials'),
  'PUT /admin/contests/:id/officials': adminWith(422, '/api/admin/contests/7/officials', {
    unknown: 1,
  }),
  'GET /admin/officials': adminWith(200, '/api/admin/officials?role=referee'),
  // Leagues (league-routes.ts, schedule-routes.ts, fixture-routes.ts): list.leagues,
  // list.teams to register a team; writes judged by their
  // 422 on bad input, which answers before anything reaches command-service.
  'GET /admin/leagues': adminWith(200, '/api/admin/leagues'),
  'POST /admin/leagues': adminWith(422, '/api/admin/leagues', {}),
  'GET /admin/leagues/:id/teams': adminWith(200, '/api/admin/leagues/1/teams'),
  'DELETE /admin/leagues/:id': adminWith(404, '/api/admin/leagues/999999'),
  'POST /admin/leagues/:id/teams': adminWith(422, '/api/admin/leagues/1/teams', { unknown: 1 }),
  'GET /admin/leagues/:id/contests': adminWith(200, '/api/admin/leagues/1/contests'),
  'POST /admin/leagues/:id/schedule': adminWith(422, '/api/admin/leagues/1/schedule', {
    unknown: 1,
  }),
  'POST /admin/leagues/:id/bracket': adminWith(422, '/api/admin/leagues/1/bracket', { unknown: 1 }),
  'GET /admin/leagues/:id/bracket': adminWith(200, '/api/admin/leagues/1/bracket'),
  'PATCH /admin/contests/:id/plan': adminWith(422, '/api/admin/contests/7/plan', {}),
  'POST /admin/leagues/:id/fixtures': adminWith(422, '/api/admin/leagues/1/fixtures', {}),
  'POST /admin/leagues/:id/fixtures/import/preview': adminWith(
    422,
    '/api/admin/leagues/1/fixtures/import/preview',
    {},
  ),
  'POST /admin/leagues/:id/fixtures/import/confirm': adminWith(
    422,
    '/api/admin/leagues/1/fixtures/import/confirm',
    {},
  ),
};
