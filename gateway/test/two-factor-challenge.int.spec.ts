import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorLimits } from '../src/auth/two-factor-routes';
import { createAccount } from '../src/index';
import { TestBrowser } from './browser';
import { connectedSocket } from './connected-socket';
import { startGateway, type RunningGateway } from './harness';
import { code, login, password, twoFactorAccounts } from './two-factor-support';

// An admin with 2FA answering the challenge, and a super-admin resetting or disabling another
// user; signing in before 2FA and enrolling are in two-factor-enrol.int.spec.ts.

let running: RunningGateway;
const { enrolledAdmin } = twoFactorAccounts(() => running);

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  await running?.close();
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

    const { socket, disconnected } = await connectedSocket(running.url, official);

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
