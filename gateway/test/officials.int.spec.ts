import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/index';
import { maxFailures } from '../src/auth/throttle';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';

let running: RunningGateway;
let officialId: number;
const email = 'sudija@courtside.test';
const password = 'Sudija#2026';

beforeAll(async () => {
  running = await startGateway();
  ({ id: officialId } = await createAccount(running.knex, {
    kind: 'official',
    email,
    name: 'Marko Petrović',
    password,
    roles: ['referee'],
    permissions: ['view.leagues', 'view.contests'],
  }));
  await createAccount(running.knex, {
    kind: 'admin',
    email: 'admin@courtside.test',
    name: 'Admin',
    password: 'Admin#2026',
  });
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
  // The official referees league 1 (the row LeagueOfficialAssigned projects): officials see
  // only the leagues they are assigned to.
  await running.knex('rm.league_officials').insert({
    league_id: 1,
    account_id: officialId,
    role: 'referee',
  });
});

afterAll(async () => {
  await running.close();
});

describe('when a browser asks for the CSRF cookie', () => {
  it('answers 204 with an HttpOnly, Lax session cookie and a readable XSRF-TOKEN', async () => {
    const response = await fetch(`${running.url}/api/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('courtside_session='));
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[0-9a-f]{64};/);
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('marks both cookies Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await startGateway({
      config: { trustProxy: 1 },
      database: running.database,
    });
    try {
      const response = await fetch(`${behindProxy.url}/api/sanctum/csrf-cookie`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/i);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('when an official signs in', () => {
  it('answers user, permissions and roles and gives the session a new id', async () => {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const before = browser.cookies.get('courtside_session');
    const { status, body } = await browser.request('POST', '/api/officials/login', {
      body: { email: 'Sudija@Courtside.test', password },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      user: {
        id: officialId,
        email,
        name: 'Marko Petrović',
        avatar: '/api/avatars/initials.svg?name=Marko%20Petrovi%C4%87',
        deleted_at: null,
      },
      permissions: ['view.leagues', 'view.contests'],
      roles: ['referee'],
    });
    const after = browser.cookies.get('courtside_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The CSRF token still works for the new session.
    const logoutStatus = (await browser.get('/api/logout')).status;
    expect(logoutStatus).toBe(204);
  });

  it('knows the official on the next call and forgets them after logout', async () => {
    const browser = new TestBrowser(running.url);
    await browser.signIn(email, password);
    const me = await browser.get('/api/officials/user');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(officialId);
    const day = await browser.get('/api/officials/contests?date=2026-05-02');
    expect(day.status).toBe(200);
    expect(day.body.data.map((c: { id: number }) => c.id)).toEqual([7]);

    expect((await browser.get('/api/logout')).status).toBe(204);
    const afterLogout = await browser.get('/api/officials/user');
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('rejects a wrong password and an unknown email alike with 422 on email', async () => {
    for (const attempt of [
      { email, password: 'wrong' },
      { email: 'nobody@courtside.test', password },
      { email: 'admin@courtside.test', password: 'Admin#2026' },
    ]) {
      const browser = new TestBrowser(running.url);
      await browser.csrf();
      const { status, body } = await browser.request('POST', '/api/officials/login', {
        body: attempt,
      });
      expect(status).toBe(422);
      expect(body).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('rejects a missing email or password with 422 naming the fields', async () => {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const { status, body } = await browser.request('POST', '/api/officials/login', { body: {} });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('rejects malformed JSON with 422', async () => {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const { status, body } = await browser.request('POST', '/api/officials/login', {
      rawBody: '{"email":',
    });
    expect(status).toBe(422);
    expect(body.errors.body).toHaveLength(1);
  });
});

describe('when nobody is signed in', () => {
  it.each(['/api/officials/user', '/api/officials/contests?date=2026-05-02'])(
    'answers %s with 401',
    async (path) => {
      const { status, body } = await new TestBrowser(running.url).get(path);
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Unauthenticated.' });
    },
  );

  it('answers logout with 204 all the same', async () => {
    expect((await new TestBrowser(running.url).get('/api/logout')).status).toBe(204);
  });
});

describe('when the day list is asked without a valid date', () => {
  it('answers 422 on date', async () => {
    const browser = new TestBrowser(running.url);
    await browser.signIn(email, password);
    for (const query of ['', '?date=yesterday', '?date=2026-02-30']) {
      const { status, body } = await browser.get(`/api/officials/contests${query}`);
      expect(status).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['date']);
    }
  });
});

describe('when sign-in fails again and again for one email from one address', () => {
  it('answers 429 with the wait in the message and Retry-After, even for the right password', async () => {
    const target = 'throttled@courtside.test';
    await createAccount(running.knex, { kind: 'official', email: target, name: 'T', password });
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    for (let attempt = 1; attempt <= maxFailures; attempt += 1) {
      const { status } = await browser.request('POST', '/api/officials/login', {
        body: { email: target, password: 'wrong' },
      });
      expect(status).toBe(422);
    }
    const blocked = await browser.request('POST', '/api/officials/login', {
      body: { email: target, password },
    });
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(blocked.body.message).toContain(`${wait} seconds`);

    // Another email from the same address is not affected.
    const other = await browser.request('POST', '/api/officials/login', {
      body: { email, password },
    });
    expect(other.status).toBe(200);
  });
});
