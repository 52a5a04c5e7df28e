import type { Case } from './cases';

/** An admin route needing a list.* permission: the administrator role has it, a bare admin not. */
function adminWith(ok: number, path: string, body?: unknown): Case {
  return {
    ok,
    request: async () => ({ path, body }),
    answers: { 'super-admin': 'ok', administrator: 'ok', 'admin without role': 403 },
    others: 401,
  };
}

/** Routes of gateway/src/leagues-admin and how each role is answered. */
export const leagueAdminRows: Record<string, Case> = {
  // League edit and officials (officials.ts): admins whose roles grant list.leagues or
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
};
