import type { PublicContest } from '@courtside/events';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { TestBrowser } from '../../../gateway/test/browser';
import { startCourtside, startedLater, type Courtside } from './courtside';

/** The current TOTP code for a setup key, `steps` periods of 30 s away from now. */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Opens the administration sign-in from the header and submits the email and password. */
export async function submitAdminSignIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administration sign-in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Turns two-factor on from the setup screen with a code from the shown setup key, goes on to
 * the administration, and returns the key.
 */
export async function enrolTwoFactor(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
  await page.getByLabel('Code from the app').fill(await totp(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await page.getByRole('button', { name: 'Continue to administration' }).click();
  return secret;
}

/**
 * The demo super-admin signs in from the header and enrols two-factor, as on a first visit,
 * and lands in the administration with its menu shown.
 */
export async function signInSuperAdmin(page: Page, courtside: Courtside): Promise<void> {
  const { email, password } = courtside.app.credentials.admin;
  await submitAdminSignIn(page, email, password);
  await enrolTwoFactor(page);
  await page.getByRole('link', { name: 'Audit logs' }).waitFor();
}

/**
 * A fresh Courtside with the demo super-admin signed in on a page of its own: what most admin
 * browser tests start from. Closes what it started when the sign-in fails, as no test will.
 */
export async function startAsSuperAdmin(): Promise<{ courtside: Courtside; admin: Page }> {
  const courtside = await startCourtside();
  try {
    const admin = await courtside.open();
    await signInSuperAdmin(admin, courtside);
    return { courtside, admin };
  } catch (error) {
    await courtside.close();
    throw error;
  }
}

/**
 * One Courtside for the test file with the demo super-admin signed in on its `admin` page:
 * started before the file's first test, closed after its last.
 */
export function superAdminForFile(): { courtside: Courtside; admin: Page } {
  let started: { courtside: Courtside; admin: Page } | undefined;
  beforeAll(async () => {
    started = await startAsSuperAdmin();
  });
  afterAll(async () => {
    await started?.courtside.close();
  });
  return {
    courtside: startedLater(() => started?.courtside, 'Courtside'),
    admin: startedLater(() => started?.admin, "The super-admin's page"),
  };
}

/** The demo official saves a new first-quarter score for the home team, over the API. */
export async function officialSavesScore(
  courtside: Courtside,
  contest: PublicContest,
  homeFirstQuarter: number,
): Promise<void> {
  const official = new TestBrowser(courtside.app.url);
  await official.request('GET', '/api/sanctum/csrf-cookie');
  const { email, password } = courtside.app.credentials.official;
  const login = await official.request('POST', '/api/officials/login', {
    body: { email, password },
  });
  expect(login.status).toBe(200);
  const saved = await official.request('PUT', `/api/contests/${contest.id}/score`, {
    body: {
      A1: homeFirstQuarter,
      A2: contest.A2,
      A3: contest.A3,
      A4: contest.A4,
      A_extra: contest.A_extra,
      B1: contest.B1,
      B2: contest.B2,
      B3: contest.B3,
      B4: contest.B4,
      B_extra: contest.B_extra,
      expected_revision: contest.revision,
    },
  });
  expect(saved.status).toBe(200);
}

/** The demo super-admin over the API (enrolling two-factor sign-in on the way), for set-up. */
export async function superAdminApi(courtside: Courtside): Promise<TestBrowser> {
  const admin = new TestBrowser(courtside.app.url);
  await admin.csrf();
  const { email, password } = courtside.app.credentials.admin;
  expect((await admin.request('POST', '/api/login', { body: { email, password } })).status).toBe(
    200,
  );
  const enrol = await admin.request('POST', '/api/user/two-factor-authentication');
  expect(enrol.status).toBe(200);
  const code = await totp(String(enrol.body.secret));
  const confirmed = await admin.request('POST', '/api/user/confirmed-two-factor-authentication', {
    body: { code },
  });
  expect(confirmed.status).toBe(200);
  return admin;
}
