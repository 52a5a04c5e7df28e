import { adminWithPermission, type Case, context, officialsOnly } from './cases';

/**
 * The officials' desk routes (gateway/src/official-desk). The match-file routes put the signed-in
 * official on league 1's list first, so the scope check lets them reach the route's own answer.
 */
async function onLeagueOne() {
  const official = context.accounts.get('official');
  if (official) {
    await context.running
      .knex('rm.league_officials')
      .insert({ league_id: 1, account_id: official.id, role: 'referee' })
      .onConflict()
      .ignore();
  }
}

const matchFiles = (ok: number, path: string): Case => ({
  ...officialsOnly(ok, path),
  request: async () => {
    await onLeagueOne();
    return { path };
  },
});

export const officialDeskRows: Record<string, Case> = {
  'GET /officials/leagues': officialsOnly(200, '/api/officials/leagues'),
  'GET /officials/records': {
    ...officialsOnly(200, '/api/officials/records'),
    answers: {
      anonymous: 401,
      official: 'ok',
      'official without abilities': 'ok',
    },
  },
  'GET /officials/records.csv': {
    ...officialsOnly(200, '/api/officials/records.csv'),
    answers: {
      anonymous: 401,
      official: 'ok',
      'official without abilities': 'ok',
    },
  },
  'GET /officials/games/:id/report': matchFiles(200, '/api/officials/games/7/report'),
  // Past the guard an attendance below zero is refused before anything is forwarded.
  'PUT /officials/games/:id/report': {
    ...matchFiles(422, '/api/officials/games/7/report'),
    request: async () => {
      await onLeagueOne();
      return { path: '/api/officials/games/7/report', body: { attendance: -1 } };
    },
  },
  'GET /officials/games/:id/files': matchFiles(200, '/api/officials/games/7/files'),
  // Past the guard a JSON body is not a multipart upload: 422, nothing stored.
  'POST /officials/games/:id/files': matchFiles(422, '/api/officials/games/7/files'),
  'GET /officials/games/:id/files/:file': matchFiles(404, '/api/officials/games/7/files/999'),
  'GET /officials/games/:id/files/:file/thumbnail': matchFiles(
    404,
    '/api/officials/games/7/files/999/thumbnail',
  ),
  'DELETE /officials/games/:id/files/:file': matchFiles(404, '/api/officials/games/7/files/999'),
  // The administration's match reports: admins whose roles grant list.leagues.
  'GET /admin/leagues/:id/match-reports': adminWithPermission(
    200,
    '/api/admin/leagues/1/match-reports',
  ),
  'GET /admin/contests/:id/match-report': adminWithPermission(
    200,
    '/api/admin/contests/7/match-report',
  ),
  'GET /admin/contests/:id/files/:file': adminWithPermission(
    404,
    '/api/admin/contests/7/files/999',
  ),
  'GET /admin/contests/:id/files/:file/thumbnail': adminWithPermission(
    404,
    '/api/admin/contests/7/files/999/thumbnail',
  ),
};
