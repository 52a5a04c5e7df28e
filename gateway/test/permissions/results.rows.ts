import { adminsOnly, adminWithPermission, type Case, publicCase } from './cases';

// list.officials: the super-admin and administrator roles hold it, a bare admin does not.
const incomeByPermission = (path: string): Case => adminWithPermission(200, path);

/** Routes of gateway/src/results and how each role is answered. */
export const resultRows: Record<string, Case> = {
  'GET /season': publicCase(200, '/api/season?date=2026-05-02'),
  'GET /leagues/:id/bracket': publicCase(200, '/api/leagues/1/bracket'),
  'GET /events': publicCase(200, '/api/events?year=2026&month=5'),
  'GET /categories': publicCase(200, '/api/categories'),
  'GET /active-leagues': publicCase(200, '/api/active-leagues'),
  'GET /leagues/:id/statistics': publicCase(200, '/api/leagues/1/statistics'),
  'GET /admin/income': incomeByPermission('/api/admin/income?from=2026-05-01&to=2026-05-31'),
  'GET /admin/income.csv': incomeByPermission('/api/admin/income.csv?from=2026-05-01'),
  'GET /officials/income': {
    ok: 200,
    request: async () => ({ path: '/api/officials/income' }),
    answers: {
      anonymous: 401,
      official: 'ok',
      'official without abilities': 'ok',
    },
    others: 403,
  },
  'GET /admin/dashboard': adminsOnly(200, async () => ({ path: '/api/admin/dashboard' })),
  // Standings as of a round, exports and feeds (standings-routes.ts).
  'GET /leagues/:id/standings': publicCase(200, '/api/leagues/1/standings?round=1'),
  'GET /leagues/:id/standings.csv': publicCase(200, '/api/leagues/1/standings.csv'),
  'GET /leagues/:id/schedule.csv': publicCase(200, '/api/leagues/1/schedule.csv'),
  'GET /leagues/:id/schedule.ics': publicCase(200, '/api/leagues/1/schedule.ics'),
  // Team 1 has no row here: past the guard, everyone gets the route's own not found.
  'GET /teams/:id/schedule.ics': publicCase(404, '/api/teams/1/schedule.ics'),
  // list.leagues; without command-service here, judged by the 422 on an empty body.
  'POST /admin/contests/:id/correction': adminWithPermission(
    422,
    '/api/admin/contests/7/correction',
    {},
  ),
};
