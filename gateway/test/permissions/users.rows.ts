import { newSignedIn } from '../signed-in';
import { adminsOnly, type Case, context, permissionHolders, publicCase } from './cases';

/** An official account to read, edit or delete; each request gets a fresh one. */
async function freshOfficial(): Promise<number> {
  const { id } = await newSignedIn(context.running.url, context.running.knex, 'official', []);
  return id;
}

function unique(): string {
  context.scratch += 1;
  return `user-row-${context.scratch}-${Date.now()}@courtside.test`;
}

/** Administrators and the super-admin hold list.users; an admin without a role does not. */
const listUsers = permissionHolders;

/** Every signed-in kind has a profile. */
const signedIn = (ok: number, request: Case['request']): Case => ({
  ok,
  request,
  answers: { anonymous: 401 },
  others: 'ok',
});

/** Routes of gateway/src/users and gateway/src/api-keys and how each role is answered. */
export const userRows: Record<string, Case> = {
  'GET /users': listUsers(200, async () => ({ path: '/api/users' })),
  'POST /users': listUsers(201, async () => ({
    path: '/api/users',
    body: {
      name: 'Nova Sutkinja',
      email: unique(),
      kind: 'official',
      roles: ['referee'],
      password: 'Sudija#2026',
      password_confirmation: 'Sudija#2026',
    },
  })),
  'GET /users/roles': listUsers(200, async () => ({ path: '/api/users/roles' })),
  'GET /users/:id': listUsers(200, async () => ({ path: `/api/users/${await freshOfficial()}` })),
  'PUT /users/:id': listUsers(200, async () => ({
    path: `/api/users/${await freshOfficial()}`,
    body: { name: 'Renamed Official', email: unique(), roles: ['delegate'] },
  })),
  'DELETE /users/:id': listUsers(204, async () => ({
    path: `/api/users/${await freshOfficial()}`,
  })),
  'GET /profile': signedIn(200, async () => ({ path: '/api/profile' })),
  // A new address needs the current password (every newSignedIn account has this one).
  'PUT /profile': signedIn(200, async () => ({
    path: '/api/profile',
    body: { name: 'Someone Else', email: unique(), current_password: 'Test#2026-password' },
  })),
  // No file attached: past the guard the upload answers 422.
  'POST /profile/avatar': signedIn(422, async () => ({ path: '/api/profile/avatar' })),
  'DELETE /profile/avatar': signedIn(200, async () => ({ path: '/api/profile/avatar' })),
  'GET /avatars/initials.svg': publicCase(200, '/api/avatars/initials.svg?name=Ana%20Ili%C4%87'),
  'GET /avatars/:file': publicCase(404, '/api/avatars/1-0123456789abcdef.png'),
  'GET /api-keys': adminsOnly(200, async () => ({ path: '/api/api-keys' })),
  'POST /api-keys': adminsOnly(201, async () => ({
    path: '/api/api-keys',
    body: { name: 'Scoreboard', league_ids: [1] },
  })),
  // No such key: past the guard the edit answers 404.
  'PUT /api-keys/:id': adminsOnly(404, async () => ({
    path: '/api/api-keys/999999',
    body: { name: 'Scoreboard', league_ids: [1] },
  })),
  // No such key: past the guard the revoke answers 404.
  'DELETE /api-keys/:id': adminsOnly(404, async () => ({ path: '/api/api-keys/999999' })),
};
