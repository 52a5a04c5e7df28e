import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFailures } from '../src/auth/throttle';
import { twoFactorLimits } from '../src/auth/two-factor-routes';
import { createAccount } from '../src/index';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';

let running: RunningGateway;
const password = 'Admin#2026x';
let counter = 0;

/** A TOTP code `steps` periods from now (the server accepts one step either side). */
function code(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

function login(browser: TestBrowser, email: string, pass = password) {
  return browser.request('POST', '/api/login', { body: { email, password: pass } });
}

async function newAdmin(roles: string[] = []) {
  counter += 1;
  const email = `admin${counter}@courtside.test`;
  const { id } = await createAccount(running.knex, {
    kind: 'admin',
    email,
    name: `Admin ${counter}`,
    password,
    roles,
  });
  return { id, email };
}

/** An admin who enrolled and confirmed 2FA (with the current step); the browser stays signed in. */
async function enrolledAdmin(roles: string[] = []) {
  const admin = await newAdmin(roles);
  const browser = new TestBrowser(running.url);
  await browser.csrf();
  expect((await login(browser, admin.email)).status).toBe(200);
  const enrol = await browser.request('POST', '/api/user/two-factor-authentication');
  expect(enrol.status).toBe(200);
  const secret: string = enrol.body.secret;
  const confirmed = await browser.request('POST', '/api/user/confirmed-two-factor-authentication', {
    body: { code: await code(secret) },
  });
  expect(confirmed.status).toBe(200);
  return { ...admin, browser, secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  await running.close();
});

describe('when an admin without 2FA signs in', () => {
  it('answers user, permissions, roles and the 2FA state, with a new session id', async () => {
    const admin = await newAdmin();
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const before = browser.cookies.get('courtside_session');
    const { status, body } = await login(browser, admin.email.toUpperCase());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user: {
        id: admin.id,
        email: admin.email,
        avatar: expect.stringMatching(/^\/api\/avatars\/initials\.svg\?name=/),
        deleted_at: null,
      },
      two_factor: { enabled: false, confirmed: false, pending: false },
    });
    expect(Array.isArray(body.permissions) && Array.isArray(body.roles)).toBe(true);
    expect(browser.cookies.get('courtside_session')).not.toBe(before);
    const me = await browser.get('/api/admin/user');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(admin.id);
  });

  it('confines them to enrolment, "who am I" and sign-out', async () => {
    const admin = await newAdmin();
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    await login(browser, admin.email);
    const elsewhere = await browser.get('/api/leagues');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(
      'An administrator must enable two-factor authentication first.',
    );
    expect((await browser.get('/api/logout')).status).toBe(204);
    expect((await browser.get('/api/admin/user')).status).toBe(401);
  });

  it('rejects a wrong password with 422 and, after repeated failures, 429', async () => {
    const admin = await newAdmin();
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    for (let attempt = 1; attempt <= maxFailures; attempt += 1) {
      const wrong = await login(browser, admin.email, 'wrong');
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.email).toEqual(['These credentials do not match our records.']);
    }
    const blocked = await login(browser, admin.email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not sign an official in through the admin login', async () => {
    await createAccount(running.knex, {
      kind: 'official',
      email: 'only-official@courtside.test',
      name: 'O',
      password,
    });
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    expect((await login(browser, 'only-official@courtside.test')).status).toBe(422);
  });
});

describe('when an admin enrols', () => {
  it('shows the recovery codes once and stores them and the seed unreadable', async () => {
    const admin = await enrolledAdmin();
    expect(admin.recoveryCodes).toHaveLength(8);
    const stored = await running.knex('account_recovery_codes').where({ account_id: admin.id });
    expect(stored).toHaveLength(8);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      for (const plain of admin.recoveryCodes) expect(row.code_hash).not.toContain(plain);
    }
    const seed = await running.knex('account_two_factor').where({ account_id: admin.id }).first();
    expect(seed.confirmed_at).not.toBeNull();
    expect(seed.secret_ciphertext).not.toContain(admin.secret);

    const me = await admin.browser.get('/api/admin/user');
    expect(me.body.two_factor).toEqual({ enabled: true, confirmed: true, pending: false });
    expect(JSON.stringify(me.body)).not.toContain(admin.secret);
    // Neither the seed nor the codes can be fetched again.
    const again = await admin.browser.request('POST', '/api/user/two-factor-authentication');
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).not.toContain(admin.secret);
    expect((await admin.browser.get('/api/leagues')).status).toBe(200);
  });

  it('refuses a wrong confirmation code with 422', async () => {
    const admin = await newAdmin();
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    await login(browser, admin.email);
    await browser.request('POST', '/api/user/two-factor-authentication');
    const wrong = await browser.request('POST', '/api/user/confirmed-two-factor-authentication', {
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([
      'The provided two-factor authentication code was invalid.',
    ]);
  });
});

describe('when an admin with 2FA signs in', () => {
  it('keeps the session pending until the code, then gives it a new id; a replayed code fails', async () => {
    const admin = await enrolledAdmin();
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const first = browser.cookies.get('courtside_session');
    const signIn = await login(browser, admin.email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.two_factor).toEqual({ enabled: true, confirmed: true, pending: true });
    const pending = browser.cookies.get('courtside_session');
    expect(pending).not.toBe(first);

    for (const path of ['/api/admin/user', '/api/leagues', '/api/officials/user']) {
      const blocked = await browser.get(path);
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe('Enter your two-factor authentication code first.');
    }

    const fresh = await code(admin.secret, 1);
    const passed = await browser.request('POST', '/api/two-factor-challenge', {
      body: { code: fresh },
    });
    expect(passed.status).toBe(200);
    expect(passed.body.user.id).toBe(admin.id);
    expect(browser.cookies.get('courtside_session')).not.toBe(pending);
    expect((await browser.get('/api/admin/user')).status).toBe(200);

    const other = new TestBrowser(running.url);
    await other.csrf();
    await login(other, admin.email);
    const replay = await other.request('POST', '/api/two-factor-challenge', {
      body: { code: fresh },
    });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe('The provided two-factor authentication code was invalid.');
    expect((await other.get('/api/admin/user')).status).toBe(403);
  });

  it('accepts a recovery code once', async () => {
    const admin = await enrolledAdmin();
    const [recovery = ''] = admin.recoveryCodes;
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    await login(browser, admin.email);
    const used = await browser.request('POST', '/api/two-factor-challenge', {
      body: { recovery_code: recovery },
    });
    expect(used.status).toBe(200);

    const again = new TestBrowser(running.url);
    await again.csrf();
    await login(again, admin.email);
    const reused = await again.request('POST', '/api/two-factor-challenge', {
      body: { recovery_code: recovery },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.recovery_code).toEqual([
      'The provided two-factor recovery code was invalid.',
    ]);
  });

  it('pauses further codes with 429 and the wait after too many wrong ones', async () => {
    const admin = await enrolledAdmin();
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    await login(browser, admin.email);
    for (let attempt = 1; attempt <= twoFactorLimits.maxFailures; attempt += 1) {
      const wrong = await browser.request('POST', '/api/two-factor-challenge', {
        body: { code: '12345' + String(attempt % 10) },
      });
      expect(wrong.status).toBe(422);
    }
    const blocked = await browser.request('POST', '/api/two-factor-challenge', {
      body: { code: await code(admin.secret, 1) },
    });
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(blocked.body.message).toContain(`${wait} seconds`);
  });

  it('turns 2FA off only with a fresh code', async () => {
    const admin = await enrolledAdmin();
    const without = await admin.browser.request('DELETE', '/api/user/two-factor-authentication');
    expect(without.status).toBe(422);
    const off = await admin.browser.request('DELETE', '/api/user/two-factor-authentication', {
      body: { code: await code(admin.secret, 1) },
    });
    expect(off.status).toBe(204);
    expect(await running.knex('account_two_factor').where({ account_id: admin.id })).toEqual([]);
    expect((await admin.browser.get('/api/leagues')).status).toBe(403);
  });
});

describe('when a super-admin acts on another user', () => {
  it('resets their 2FA; an ordinary admin may not', async () => {
    const superAdmin = await enrolledAdmin(['super-admin']);
    const target = await enrolledAdmin();
    const ordinary = await enrolledAdmin();
    const path = `/api/users/${target.id}/two-factor-authentication/reset`;
    expect((await ordinary.browser.request('POST', path)).status).toBe(403);
    expect((await superAdmin.browser.request('POST', path)).status).toBe(204);

    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const signIn = await login(browser, target.email);
    expect(signIn.body.two_factor).toEqual({ enabled: false, confirmed: false, pending: false });
  });

  it('disables them: their session ends and their socket is disconnected', async () => {
    const superAdmin = await enrolledAdmin(['super-admin']);
    await createAccount(running.knex, {
      kind: 'official',
      email: 'to-disable@courtside.test',
      name: 'Official',
      password,
    });
    const official = new TestBrowser(running.url);
    await official.signIn('to-disable@courtside.test', password);
    const me = await official.get('/api/officials/user');
    expect(me.status).toBe(200);

    const cookie = [...official.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const socket = connect(running.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { cookie },
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    );

    const disabled = await superAdmin.browser.request(
      'POST',
      `/api/users/${me.body.user.id}/disable`,
    );
    expect(disabled.status).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    expect((await official.get('/api/officials/user')).status).toBe(401);
    const rows = await running.knex.raw(
      `SELECT count(*)::int AS n FROM sessions WHERE sess->'account'->>'id' = ?`,
      [String(me.body.user.id)],
    );
    expect(rows.rows[0].n).toBe(0);
    socket.close();

    const self = await superAdmin.browser.request('POST', `/api/users/${superAdmin.id}/disable`);
    expect(self.status).toBe(422);
  });
});

describe('when an admin enrols on a gateway that logs everything', () => {
  it('never writes the TOTP seed or a recovery code to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const loud = await startGateway({
      database: running.database,
      logger: createLogger('trace', sink),
    });
    try {
      const admin = await newAdmin();
      const browser = new TestBrowser(loud.url);
      await browser.csrf();
      await login(browser, admin.email);
      const enrol = await browser.request('POST', '/api/user/two-factor-authentication');
      const secret: string = enrol.body.secret;
      const confirmed = await browser.request(
        'POST',
        '/api/user/confirmed-two-factor-authentication',
        { body: { code: await code(secret) } },
      );
      expect(confirmed.status).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/user/confirmed-two-factor-authentication');
      expect(log).not.toContain(secret);
      for (const plain of confirmed.body.recovery_codes as string[]) {
        expect(log).not.toContain(plain);
      }
    } finally {
      await loud.close();
    }
  });
});
