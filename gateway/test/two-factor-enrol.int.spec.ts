import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFailures } from '../src/auth/throttle';
import { createAccount } from '../src/index';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { code, login, password, twoFactorAccounts } from './two-factor-support';

// An admin signing in before 2FA and enrolling; signing in with 2FA, and a super-admin
// resetting or disabling another user, are in two-factor-challenge.int.spec.ts.

let running: RunningGateway;
const { newAdmin, enrolledAdmin } = twoFactorAccounts(() => running);

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  await running?.close();
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
