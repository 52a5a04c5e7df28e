import { generate } from 'otplib';
import { expect } from 'vitest';
import { createAccount } from '../src/index';
import { TestBrowser } from './browser';
import type { RunningGateway } from './harness';

export const password = 'Admin#2026x';

/** A TOTP code `steps` periods from now (the server accepts one step either side). */
export function code(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export function login(browser: TestBrowser, email: string, pass = password) {
  return browser.request('POST', '/api/login', { body: { email, password: pass } });
}

/**
 * New admins on the gateway, each with an address of their own. The gateway is read when an
 * admin is made, as the specs start it in beforeAll.
 */
export function twoFactorAccounts(gateway: () => RunningGateway) {
  let counter = 0;

  async function newAdmin(roles: string[] = []) {
    counter += 1;
    const email = `admin${counter}@courtside.test`;
    const { id } = await createAccount(gateway().knex, {
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
    const browser = new TestBrowser(gateway().url);
    await browser.csrf();
    expect((await login(browser, admin.email)).status).toBe(200);
    const enrol = await browser.request('POST', '/api/user/two-factor-authentication');
    expect(enrol.status).toBe(200);
    const secret: string = enrol.body.secret;
    const confirmed = await browser.request(
      'POST',
      '/api/user/confirmed-two-factor-authentication',
      {
        body: { code: await code(secret) },
      },
    );
    expect(confirmed.status).toBe(200);
    return { ...admin, browser, secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
  }

  return { newAdmin, enrolledAdmin };
}
