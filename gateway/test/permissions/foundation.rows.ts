import { newSignedIn } from '../signed-in';
import {
  adminsOnly,
  type Case,
  context,
  officialsOnly,
  publicCase,
  scratchRole,
  superAdminOnly,
} from './cases';

/**
 * An official's score route. Officials score only in their scope, so the signed-in official is
 * on league 1's referees list (the row LeagueOfficialAssigned projects); past the guard and the
 * scope, the empty body answers 422. Only nobody signed in gets 401.
 */
function scoring(path: string): Case {
  return {
    ...officialsOnly(422, path, {}),
    request: async () => {
      const official = context.accounts.get('official');
      if (official) {
        await context.running
          .knex('rm.league_officials')
          .insert({ league_id: 1, account_id: official.id, role: 'referee' })
          .onConflict(['league_id', 'account_id', 'role'])
          .ignore();
      }
      return { path, body: {} };
    },
  };
}

/** Every /api route (method and path as declared) and how each role is answered. */
export const foundationRows: Record<string, Case> = {
  'GET /sanctum/csrf-cookie': publicCase(204, '/api/sanctum/csrf-cookie'),
  'POST /officials/login': publicCase(422, '/api/officials/login', {}),
  'GET /officials/user': {
    ...officialsOnly(200, '/api/officials/user'),
    answers: {
      anonymous: 401,
      official: 'ok',
      'official without abilities': 'ok',
    },
  },
  'GET /logout': publicCase(204, '/api/logout'),
  'GET /officials/contests': officialsOnly(200, '/api/officials/contests?date=2026-05-02'),
  'GET /leagues': publicCase(200, '/api/leagues'),
  'GET /leagues/:yyyy/:mm/:dd/contests': publicCase(200, '/api/leagues/2026/05/02/contests'),
  'GET /leagues/:id': publicCase(200, '/api/leagues/1'),
  'GET /leagues/:id/public-standings': publicCase(200, '/api/leagues/1/public-standings'),
  'GET /leagues/:id/public-table': publicCase(200, '/api/leagues/1/public-table'),
  'GET /leagues/:id/public-schedule': publicCase(200, '/api/leagues/1/public-schedule'),
  'GET /contests/:id': publicCase(200, '/api/contests/7'),
  'GET /roles': superAdminOnly(200, async () => ({ path: '/api/roles' })),
  'GET /permissions': superAdminOnly(200, async () => ({ path: '/api/permissions' })),
  'POST /roles': superAdminOnly(201, async () => {
    context.scratch += 1;
    return { path: '/api/roles', body: { name: `new ${context.scratch}`, guard: 'account' } };
  }),
  'PUT /roles/:id': superAdminOnly(200, async () => {
    const id = await scratchRole();
    return { path: `/api/roles/${id}`, body: { name: `renamed ${id}`, permissions: [] } };
  }),
  'DELETE /roles/:id': superAdminOnly(204, async () => ({
    path: `/api/roles/${await scratchRole()}`,
  })),
  'POST /login': publicCase(422, '/api/login', {}),
  'GET /admin/user': adminsOnly(200, async () => ({ path: '/api/admin/user' })),
  // Nobody has a pending two-factor sign-in here, so everyone gets the handler's 401.
  'POST /two-factor-challenge': publicCase(401, '/api/two-factor-challenge', {}),
  'POST /user/two-factor-authentication': adminsOnly(422, async () => ({
    path: '/api/user/two-factor-authentication',
  })),
  'POST /user/confirmed-two-factor-authentication': adminsOnly(422, async () => ({
    path: '/api/user/confirmed-two-factor-authentication',
    body: {},
  })),
  'DELETE /user/two-factor-authentication': adminsOnly(422, async () => ({
    path: '/api/user/two-factor-authentication',
    body: {},
  })),
  'POST /users/:id/two-factor-authentication/reset': superAdminOnly(204, async () => ({
    path: `/api/users/${context.accounts.get('representative')?.id ?? 0}/two-factor-authentication/reset`,
  })),
  'POST /users/:id/disable': superAdminOnly(204, async () => {
    const { id } = await newSignedIn(context.running.url, context.running.knex, 'official', []);
    return { path: `/api/users/${id}/disable` };
  }),
  'GET /logs': superAdminOnly(200, async () => ({ path: '/api/logs' })),
  // The log holds nothing for contest 7 here: past the guard, history replay answers 404.
  'GET /history/:model/:id': superAdminOnly(404, async () => ({ path: '/api/history/contest/7' })),
  'GET /history/:model/:id/at/:revision': superAdminOnly(404, async () => ({
    path: '/api/history/contest/7/at/0',
  })),
  // Empty bodies: past the guard the official gets the validation answer, so nothing is sent on.
  'PUT /contests/:id/score': scoring('/api/contests/7/score'),
  'POST /contests/:id/finish': scoring('/api/contests/7/finish'),
};
