import type { PublicContest } from '@courtside/events';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../gateway/test/browser';
import { markWindow, waitForText, windowIsMarked } from './support/browser';
import { startCourtside, type Courtside } from './support/courtside';

let courtside: Courtside;
let admin: Page;

function totp(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** The demo super-admin signs in and enrols 2FA, as on a first visit. */
async function signInSuperAdmin(page: Page): Promise<void> {
  const { email, password } = courtside.app.credentials.admin;
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administration sign-in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
  await page.getByLabel('Code from the app').fill(await totp(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await page.getByRole('button', { name: 'Continue to administration' }).click();
}

/** The demo official saves a new first-quarter score for the home team, over the API. */
async function officialSavesScore(contest: PublicContest, homeFirstQuarter: number) {
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

beforeAll(async () => {
  courtside = await startCourtside();
  admin = await courtside.open();
  await signInSuperAdmin(admin);
});

afterAll(async () => {
  await courtside?.close();
});

describe('when an official saves a score while an admin watches the dashboard', () => {
  it('shows the new score in the in-progress list without a reload', async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const before = contest.A1 ?? 0;
    const after = before + 7;
    const homeTotal = contest.first_team_total - before + after;
    await admin.goto('/administration');
    await admin.getByRole('heading', { name: 'Operations dashboard' }).waitFor();
    await admin.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    await markWindow(admin);

    await officialSavesScore(contest, after);

    const inProgress = admin.getByRole('region', { name: 'In progress' });
    const row = inProgress.locator(`tr[data-contest="${contest.id}"]`);
    await waitForText(row, `${homeTotal} : ${contest.second_team_total}`);
    await waitForText(row, contest.first_team.name);
    expect(await windowIsMarked(admin)).toBe(true);
  });
});
