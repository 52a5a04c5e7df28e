// list.officials: the super-admin and administrator roles hold it, a bare admin does not.
import { adminWithPermission as editors, type Case, officialsOnly } from './cases';

/** Any signed-in official, whatever their abilities: each sees only the tests given to them. */
const anyOfficial = (ok: number, path: string, body?: unknown): Case => ({
  ...officialsOnly(ok, path, body),
  answers: {
    anonymous: 401,
    official: 'ok',
    'official without abilities': 'ok',
  },
});

/**
 * Routes of gateway/src/official-tests. Without command-service here, writes are judged by the
 * 422 on an empty body and the start by the 404 of a test nobody was given.
 */
export const officialTestRows: Record<string, Case> = {
  'GET /admin/official-tests': editors(200, '/api/admin/official-tests'),
  'POST /admin/official-tests': editors(422, '/api/admin/official-tests', {}),
  'GET /admin/official-tests/:id': editors(404, '/api/admin/official-tests/1'),
  'POST /admin/official-tests/:id/assignments': editors(
    422,
    '/api/admin/official-tests/1/assignments',
    {},
  ),
  'GET /officials/tests': anyOfficial(200, '/api/officials/tests'),
  'GET /officials/tests/:id': anyOfficial(404, '/api/officials/tests/1'),
  'POST /officials/tests/:id/start': anyOfficial(404, '/api/officials/tests/1/start'),
  'POST /officials/tests/:id/submit': anyOfficial(422, '/api/officials/tests/1/submit', {}),
};
