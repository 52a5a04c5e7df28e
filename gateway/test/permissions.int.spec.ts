import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationOf } from '../src/auth/permissions';
import type { AccountKind } from '../src/index';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn, signedInAs } from './signed-in';

/** Who asks: nobody, or an account of a kind with roles. */
const roles = {
  anonymous: null,
  official: { kind: 'official', roles: ['referee'] },
  'official without abilities': { kind: 'official', roles: [] },
  representative: { kind: 'representative', roles: ['club official'] },
  'admin without role': { kind: 'admin', roles: [] },
  administrator: { kind: 'admin', roles: ['administrator'] },
  'super-admin': { kind: 'admin', roles: ['super-admin'] },
} as const satisfies Record<string, { kind: AccountKind; roles: string[] } | null>;
type Role = keyof typeof roles;
const roleNames = Object.keys(roles) as Role[];

/** 'ok' means past the guard, answered with the route's own status. */
type Expected = 'ok' | 401 | 403;

interface Case {
  /** The status the route answers when the guard lets the request through. */
  ok: number;
  /** The request to send; may prepare data first. */
  request: () => Promise<{ path: string; body?: unknown }>;
  /** Roles whose answer differs from `others`. */
  answers: Partial<Record<Role, Expected>>;
  others: Expected;
}

let running: RunningGateway;
const accounts = new Map<Role, { id: number; kind: AccountKind }>();
let scratch = 0;

async function scratchRole(): Promise<number> {
  scratch += 1;
  const [row] = await running
    .knex('roles')
    .insert({ name: `scratch ${scratch}`, guard: 'account' })
    .returning<{ id: number }[]>('id');
  return row?.id ?? 0;
}

const publicCase = (ok: number, path: string, body?: unknown): Case => ({
  ok,
  request: async () => ({ path, body }),
  answers: {},
  others: 'ok',
});
const officialsOnly = (ok: number, path: string, body?: unknown): Case => ({
  ok,
  request: async () => ({ path, body }),
  answers: { official: 'ok', 'official without abilities': 403 },
  others: 401,
});
const adminsOnly = (ok: number, request: Case['request']): Case => ({
  ok,
  request,
  answers: { 'super-admin': 'ok', 'admin without role': 'ok', administrator: 'ok' },
  others: 401,
});
const superAdminOnly = (ok: number, request: Case['request']): Case => ({
  ok,
  request,
  answers: {
    'super-admin': 'ok',
    'admin without role': 403,
    administrator: 403,
  },
  others: 401,
});

/** Every /api route (method and path as declared) and how each role is answered. */
const table: Record<string, Case> = {
  'GET /sanctum/csrf-cookie': publicCase(204, '/api/sanctum/csrf-cookie'),
  'POST /officials/login': publicCase(422, '/api/officials/login', {}),
  'GET /officials/user': {
    ...officialsOnly(200, '/api/officials/user'),
    answers: { official: 'ok', 'official without abilities': 'ok' },
  },
  'GET /logout': publicCase(204, '/api/logout'),
  'GET /officials/contests': officialsOnly(200, '/api/officials/contests?date=2026-05-02'),
  'GET /leagues': publicCase(200, '/api/leagues'),
  'GET /leagues/:yyyy/:mm/:dd/contests': publicCase(200, '/api/leagues/2026/05/02/contests'),
  'GET /leagues/:id': publicCase(200, '/api/leagues/1'),
  'GET /leagues/:id/public-standings': publicCase(200, '/api/leagues/1/public-standings'),
  'GET /leagues/:id/public-schedule': publicCase(200, '/api/leagues/1/public-schedule'),
  'GET /contests/:id': publicCase(200, '/api/contests/7'),
  'GET /roles': superAdminOnly(200, async () => ({ path: '/api/roles' })),
  'GET /permissions': superAdminOnly(200, async () => ({ path: '/api/permissions' })),
  'POST /roles': superAdminOnly(201, async () => {
    scratch += 1;
    return { path: '/api/roles', body: { name: `new ${scratch}`, guard: 'account' } };
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
    path: `/api/users/${accounts.get('representative')?.id ?? 0}/two-factor-authentication/reset`,
  })),
  'POST /users/:id/disable': superAdminOnly(204, async () => {
    const { id } = await newSignedIn(running.url, running.knex, 'official', []);
    return { path: `/api/users/${id}/disable` };
  }),
  'GET /logs': superAdminOnly(200, async () => ({ path: '/api/logs' })),
  // This gateway has no event store: past the guard, history replay answers 502.
  'GET /history/:model/:id': superAdminOnly(502, async () => ({ path: '/api/history/contest/7' })),
  'GET /history/:model/:id/at/:revision': superAdminOnly(502, async () => ({
    path: '/api/history/contest/7/at/0',
  })),
  // Empty bodies: past the guard the official gets the validation answer, so nothing is sent on.
  'PUT /contests/:id/score': officialsOnly(422, '/api/contests/7/score', {}),
  'POST /contests/:id/finish': officialsOnly(422, '/api/contests/7/finish', {}),
};

interface RouteLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: RouteLayer[] };
}

/** Every route mounted under /api, read from the Express router (method, path, handlers). */
function apiRoutes(app: Express): { key: string; handlers: unknown[] }[] {
  const found: { key: string; handlers: unknown[] }[] = [];
  const walk = (stack: RouteLayer[], prefix: string, underApi: boolean) => {
    for (const layer of stack) {
      if (layer.route) {
        if (!underApi) continue;
        for (const method of Object.keys(layer.route.methods)) {
          found.push({
            key: `${method.toUpperCase()} ${prefix}${String(layer.route.path)}`,
            handlers: layer.route.stack.map((entry) => entry.handle),
          });
        }
      } else if (layer.handle?.stack) {
        const path =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, underApi ? prefix + path : '', underApi || path === '/api');
      }
    }
  };
  const router = (app as unknown as { router: { stack: RouteLayer[] } }).router;
  walk(router.stack, '', false);
  return found;
}

async function browserFor(role: Role): Promise<TestBrowser> {
  const account = accounts.get(role);
  if (!account) {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    return browser;
  }
  return signedInAs(running.url, running.knex, account);
}

beforeAll(async () => {
  running = await startGateway();
  for (const role of roleNames) {
    const who = roles[role];
    if (!who) continue;
    const { id } = await newSignedIn(running.url, running.knex, who.kind, [...who.roles]);
    accounts.set(role, { id, kind: who.kind });
  }
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
});

afterAll(async () => {
  await running.close();
});

describe('when the API routes are listed from the router', () => {
  it('finds every route in the table, and every route declares what it needs', () => {
    const routes = apiRoutes(running.gateway.app);
    expect(routes.length).toBeGreaterThan(0);
    const untabled = routes.filter((route) => !(route.key in table)).map((r) => r.key);
    expect(untabled, 'routes without expected answers in this table').toEqual([]);
    const undeclared = routes
      .filter((route) => !route.handlers.some((handler) => declarationOf(handler)))
      .map((route) => route.key);
    expect(undeclared, 'routes without requires(…) or publicRoute').toEqual([]);
    const mounted = new Set(routes.map((route) => route.key));
    expect(Object.keys(table).filter((key) => !mounted.has(key))).toEqual([]);
  });
});

describe.each(Object.entries(table))('when %s is called', (key, testCase) => {
  const method = key.split(' ')[0] ?? 'GET';
  it.each(roleNames)('answers %s as the table says', async (role) => {
    const expected = testCase.answers[role] ?? testCase.others;
    const browser = await browserFor(role);
    const { path, body } = await testCase.request();
    const answer = await browser.request(method, path, { body });
    if (expected === 'ok') {
      expect(answer.status, JSON.stringify(answer.body)).toBe(testCase.ok);
    } else {
      expect(answer.status).toBe(expected);
      expect(answer.body).toEqual({
        message: expected === 401 ? 'Unauthenticated.' : 'Unauthorized.',
      });
    }
  });
});
