import { testClock, type TestDatabase } from '@courtside/events/testing';
import { createAccount } from '@courtside/gateway';
import knexFactory, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../scripts/app';
import { submitAdminSignIn, totp } from './support/admin';
import { assertWebBuilt, launchChromium, newUser } from './support/browser';
import { demoDatabase } from './support/demo-database';

let database: TestDatabase;
let app: RunningApp;
let knex: Knex;
let browser: Browser;

beforeAll(async () => {
  assertWebBuilt();
  const clock = testClock();
  ({ database } = await demoDatabase(clock));
  app = await startApp({ databaseUrl: database.url, port: 0, host: '127.0.0.1', clock });
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await knex?.destroy();
  await app?.close();
  await database?.drop();
});

async function openPage(): Promise<Page> {
  const context = await newUser(browser, app.url);
  return context.newPage();
}

/** Enrols 2FA on the setup screen as the admin would; returns the seed the QR code carries. */
async function enrolTwoFactor(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
  await page.getByLabel('Code from the app').fill(await totp(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(8);
  await page.getByRole('button', { name: 'Continue to administration' }).click();
  return secret;
}

describe('when the demo super-admin signs in for the first time', () => {
  it('must enrol two-factor authentication before reaching the audit logs', async () => {
    const { email, password } = app.credentials.admin;
    const page = await openPage();
    await submitAdminSignIn(page, email, password);

    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration/two-factor');
    const nav = page.getByRole('navigation', { name: 'Administration navigation' });
    expect(await nav.getByRole('link', { name: 'Audit logs' }).count()).toBe(0);
    // Any other admin page leads back to the setup while 2FA is off.
    await page.goto('/administration/logs');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration/two-factor');

    const secret = await enrolTwoFactor(page);
    await nav.getByRole('link', { name: 'Audit logs' }).click();
    await page.getByRole('heading', { name: 'Audit logs' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit logs' });
    // The demo seed's events are there, newest first, ten to a page.
    await table.getByRole('row').nth(10).waitFor();
    expect(await table.getByRole('row').count()).toBe(11);
    await page.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();

    // Next time the password alone is not enough: the dialog asks for the code.
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await submitAdminSignIn(page, email, password);
    let dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByLabel('Authentication code').waitFor();
    // Until the code is given, every other page leads back to the root, which asks for it.
    await page.goto('/leagues');
    await page.waitForURL(
      (url) => url.pathname === '/' && /^\d+$/.test(url.searchParams.get('hash') ?? ''),
    );
    dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByLabel('Authentication code').waitFor();
    // Even a browser that forgot it (storage cleared) is brought back to the code step.
    await page.evaluate(() => localStorage.removeItem('courtside.profile'));
    await page.goto('/administration/logs');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('hash'));
    await dialog.getByLabel('Authentication code').waitFor();
    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('The provided two-factor authentication code was invalid.').waitFor();
    // The enrolment used this period's code; a code works once, so the phone's next one.
    await dialog.getByLabel('Authentication code').fill(await totp(secret, 1));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Administration navigation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration');
  });
});

describe('when an administrator without the super-admin role opens the audit logs', () => {
  it('says Unauthorized. and goes to the home page', async () => {
    const account = {
      kind: 'admin' as const,
      email: 'league.admin@courtside.test',
      name: 'Ana Marković',
      password: 'Liga#2026x',
      roles: ['league admin'],
    };
    await createAccount(knex, account);
    const page = await openPage();
    await submitAdminSignIn(page, account.email, account.password);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    await enrolTwoFactor(page);
    const nav = page.getByRole('navigation', { name: 'Administration navigation' });
    await nav.getByRole('link', { name: 'Leagues' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Audit logs' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Roles' }).count()).toBe(0);

    await page.goto('/administration/logs');
    await page.getByText('Unauthorized.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Audit logs' }).count()).toBe(0);
  });
});

describe('when an official signs in from the site header', () => {
  it('uses the officials dialog and lands on their contests', async () => {
    const { email, password } = app.credentials.official;
    const page = await openPage();
    await page.goto('/');
    // Both sign-in dialogs offer the password reset.
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('menuitem', { name: 'Administration' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('Email').waitFor();
    // Escape reaches the dialog that holds the focus: press it once the dialog has it, as a
    // keyboard user would.
    await expect
      .poll(() => forgot.evaluate((dialog) => dialog.contains(document.activeElement)), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await forgot.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('menuitem', { name: 'Officials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Officials sign-in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('These credentials do not match our records.').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'My matches' }).waitFor();
  });
});
