import { Writable } from 'node:stream';
import { generate } from 'otplib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/index';
import { TestBrowser } from './browser';
import { startGateway } from './harness';
import { apiRoutes } from './routes';
import { newSignedIn, signedInAs } from './signed-in';
import { official, startStack, type Stack } from './stack';

/**
 * The security bar of the Identity issue, over every route the gateway mounts (read from the
 * router, so a route added later is covered without touching this file).
 */

let stack: Stack;
const logLines: string[] = [];

const mutating = (key: string) => !key.startsWith('GET ');

/** A route's path with each `:param` replaced. */
function fill(path: string, value: (param: string) => string): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => value(name));
}

/** Param values that name things the stack has, so requests get past "not found". */
function realParam(name: string): string {
  if (name === 'model') return 'contest';
  if (name === 'revision') return '0';
  if (name === 'yyyy') return '2026';
  if (name === 'mm' || name === 'dd') return '01';
  return String(stack.contestId);
}

let superAdminId = 0;

/** A fresh session of one super-admin: cheap (no password hashing), and a sign-out ends only it. */
async function superAdmin(): Promise<TestBrowser> {
  if (superAdminId === 0) {
    ({ id: superAdminId } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
      'super-admin',
    ]));
  }
  return signedInAs(stack.url, stack.gateway.knex, { id: superAdminId, kind: 'admin' });
}

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  stack = await startStack({ gatewayLogger: pino({ level: 'debug' }, sink) });
});

afterAll(async () => {
  await stack?.close();
});

describe('when a write comes without the CSRF token', () => {
  it('answers 419 on every mutating route and writes nothing', async () => {
    const routes = apiRoutes(stack.gateway.gateway.app).filter((route) => mutating(route.key));
    expect(routes.length).toBeGreaterThan(5);
    const before = await stack.eventCount();
    const browser = await superAdmin();
    const answers: string[] = [];
    for (const { key } of routes) {
      const [method = 'POST', path = ''] = key.split(' ');
      const url = `/api${fill(path, realParam)}`;
      for (const headers of [{}, { 'x-xsrf-token': 'forged' }] as Record<string, string>[]) {
        const answer = await browser.request(method, url, { body: {}, xsrf: false, headers });
        if (answer.status !== 419 || answer.body?.message !== 'CSRF token mismatch.') {
          answers.push(`${key} ${JSON.stringify(headers)} → ${answer.status}`);
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await stack.eventCount()).toBe(before);
  });
});

describe('when a client sends anything at all', () => {
  const bodies: { name: string; rawBody: string }[] = [
    { name: 'malformed JSON', rawBody: '{"name": "unterminated' },
    { name: 'an array', rawBody: '[1, 2, 3]' },
    { name: 'a bare string', rawBody: '"hello"' },
    { name: 'null', rawBody: 'null' },
    {
      name: 'wrong types everywhere',
      rawBody: JSON.stringify({
        id: { nested: true },
        name: ['x'],
        email: 12,
        password: false,
        page: 'first',
        league_ids: 'all',
        time: 'soon',
        A1: 'ten',
        expected_revision: -3,
        roles: { admin: true },
      }),
    },
    {
      name: 'over-long strings and unknown fields',
      rawBody: JSON.stringify({
        name: 'x'.repeat(20_000),
        email: `${'a'.repeat(5_000)}@example.com`,
        unexpected: 'field',
        __proto__: { polluted: true },
      }),
    },
  ];
  const params = ['abc', '99999999999999999999', '%E2%82%AC'];
  const queries = [
    '?page=abc&per_page=-5',
    '?page=1e9&per_page=1e9&search=%00',
    '?date=2026-13-45',
  ];

  it('never answers with a server error', async () => {
    const routes = apiRoutes(stack.gateway.gateway.app);
    const failures: string[] = [];
    const check = async (method: string, url: string, rawBody?: string) => {
      // A fresh super-admin per request: a sign-out or self-disable must not hide the rest.
      const browser = await superAdmin();
      const answer = await browser.request(method, url, rawBody === undefined ? {} : { rawBody });
      if (answer.status >= 500) {
        // The gateway's own error line says why, which is what a developer needs to see here.
        const logged =
          logLines.filter((line) => line.includes('unhandled request error')).at(-1) ?? '';
        failures.push(
          `${method} ${url} ${rawBody?.slice(0, 40) ?? ''} → ${answer.status}: ${logged.slice(0, 400)}`,
        );
      }
    };
    for (const { key } of routes) {
      const [method = 'GET', path = ''] = key.split(' ');
      for (const value of params) await check(method, `/api${fill(path, () => value)}`);
      for (const query of queries) await check(method, `/api${fill(path, realParam)}${query}`);
      if (mutating(key)) {
        for (const body of bodies)
          await check(method, `/api${fill(path, realParam)}`, body.rawBody);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('when a session cookie is set', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure over plain HTTP', async () => {
    const answer = await new TestBrowser(stack.url).csrf();
    const session = answer.headers.getSetCookie().find((c) => c.startsWith('courtside_session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
  });

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await startGateway({
      database: stack.gateway.database,
      config: { trustProxy: true },
    });
    try {
      const answer = await new TestBrowser(behindProxy.url).get('/api/sanctum/csrf-cookie', {
        'x-forwarded-proto': 'https',
      });
      const session = answer.headers.getSetCookie().find((c) => c.startsWith('courtside_session='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await behindProxy.close();
    }
  });

  it('changes the session id when an official signs in', async () => {
    const credentials = { email: 'session-official@courtside.test', password: official.password };
    await createAccount(stack.gateway.knex, {
      kind: 'official',
      name: 'Session Official',
      roles: ['referee'],
      permissions: [],
      ...credentials,
    });
    const browser = new TestBrowser(stack.url);
    await browser.csrf();
    const before = browser.cookies.get('courtside_session');
    const answer = await browser.request('POST', '/api/officials/login', { body: credentials });
    expect(answer.status).toBe(200);
    expect(browser.cookies.get('courtside_session')).toBeDefined();
    expect(browser.cookies.get('courtside_session')).not.toBe(before);
  });
});

describe('when pages and answers are served', () => {
  it('sends helmet headers, and lets only the widgets be framed by other sites', async () => {
    const api = await new TestBrowser(stack.url).get('/api/leagues');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(api.headers.get('strict-transport-security')).toContain('max-age=');
    expect(api.headers.get('x-powered-by')).toBeNull();
    const widget = await new TestBrowser(stack.url).get('/integrations/leagues/league/1/standings');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });
});

describe('when an admin signs in and enrols a second factor', () => {
  it('keeps the password, TOTP seed, recovery codes and session id out of logs and the event log', async () => {
    const password = 'Secret#Pass-7781';
    const email = 'secrets-admin@courtside.test';
    await createAccount(stack.gateway.knex, {
      kind: 'admin',
      email,
      name: 'Secret Keeper',
      password,
      roles: ['super-admin'],
      permissions: [],
    });
    const browser = new TestBrowser(stack.url);
    await browser.csrf();
    const login = await browser.request('POST', '/api/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const enrol = await browser.request('POST', '/api/user/two-factor-authentication');
    expect(enrol.status).toBe(200);
    const seed = String(enrol.body.secret);
    const code = await generate({ secret: seed });
    const confirm = await browser.request('POST', '/api/user/confirmed-two-factor-authentication', {
      body: { code },
    });
    expect(confirm.status).toBe(200);
    const recoveryCodes = confirm.body.recovery_codes as string[];
    expect(recoveryCodes.length).toBeGreaterThan(0);
    const user = await browser.get('/api/admin/user');
    expect(user.status).toBe(200);

    const sessionId = decodeURIComponent(browser.cookies.get('courtside_session') ?? '')
      .slice(2)
      .split('.')[0];
    const secrets = [password, seed, ...recoveryCodes, sessionId ?? 'missing'];
    const { rows } = await stack.gateway.knex.raw<{ rows: { text: string }[] }>(
      'SELECT data::text || metadata::text AS text FROM events',
    );
    const eventLog = rows.map((row) => row.text).join('\n');
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(logs.includes(secret), 'a secret in the logs').toBe(false);
      expect(eventLog.includes(secret), 'a secret in the event log').toBe(false);
      expect(JSON.stringify(user.body).includes(secret), 'a secret in /api/admin/user').toBe(false);
    }
  });
});
