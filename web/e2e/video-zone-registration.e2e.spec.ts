import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../gateway/src/mail/read-eml';
import { courtsideForFile } from './support/courtside';

const courtside = courtsideForFile();
/** Where the app writes mail when no SMTP server is configured (the gateway's default). */
const outboxDir = path.resolve('.data/outbox');
const password = 'Snimak#2026';

/** A minimal API client with a cookie jar, echoing XSRF-TOKEN like the web app does. */
function apiClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  async function call(method: string, pathname: string, body?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en' };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call reads the fields it needs
    return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
  }
  return { call };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call reads the fields it needs
type Post = (pathname: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Recovery codes of the demo admin once the first test enrolled two-factor sign-in. */
let recoveryCodes: string[] = [];

/**
 * Signs the demo super-admin in through the API: the first time it enrols two-factor sign-in
 * (mandatory for admins), later it answers the challenge with one of its recovery codes.
 */
async function signInAdmin(post: Post): Promise<void> {
  const { email, password: adminPassword } = courtside.app.credentials.admin;
  const login = await post('/api/login', { email, password: adminPassword });
  expect(login.status).toBe(200);
  if (login.body.two_factor.pending) {
    const code = recoveryCodes.shift();
    const challenge = await post('/api/two-factor-challenge', { recovery_code: code });
    expect(challenge.status).toBe(200);
    return;
  }
  const enrol = await post('/api/user/two-factor-authentication');
  expect(enrol.status).toBe(200);
  const code = await generate({ secret: enrol.body.secret as string });
  const confirmed = await post('/api/user/confirmed-two-factor-authentication', { code });
  expect(confirmed.status).toBe(200);
  recoveryCodes = [...(confirmed.body.recovery_codes as string[])];
}

/** The demo super-admin's API client, signed in. */
async function adminApi() {
  const admin = apiClient(courtside.app.url);
  await admin.call('GET', '/api/sanctum/csrf-cookie');
  await signInAdmin((pathname, body) => admin.call('POST', pathname, body));
  return admin;
}

async function fillRegistration(page: Page, email: string, club: string) {
  await page.goto('/video-zone/register');
  await page.getByLabel('First name').fill('Milica');
  await page.getByLabel('Last name').fill('Stanković');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Club' }).fill(club);
  await page.keyboard.press('Escape');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

describe('when a club representative registers and an administrator approves them', () => {
  it('waits on the pending screen, then reaches the club schedule for recordings', async () => {
    const upcoming = await courtside.fetchContest(courtside.upcomingContestId);
    const club = upcoming.first_team.name;
    const email = `milica-${Date.now()}@club.test`;
    const page = await courtside.open();

    await fillRegistration(page, email, club);
    await page.getByRole('heading', { name: 'Registration received' }).waitFor();

    // Signed in but pending: the approved-only page sends them to the profile.
    await page.goto('/video-zone/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Waiting for approval').waitFor();
    await page.goto('/video-zone/schedule-recording');
    await page.getByText('Waiting for approval').waitFor();
    expect(new URL(page.url()).pathname).toBe('/video-zone/profile');

    const admin = await adminApi();
    const pending = await admin.call(
      'GET',
      `/api/admin/video-zone-users?status=pending&search=${encodeURIComponent(email)}`,
    );
    const id = pending.body.data[0]?.id as number;
    expect(pending.body.data[0]?.fullname).toBe('Stanković Milica');
    expect((await admin.call('POST', `/api/admin/video-zone-users/${id}/approve`)).status).toBe(
      204,
    );

    await page.goto('/video-zone/schedule-recording');
    await page.getByRole('heading', { name: 'Schedule recording' }).waitFor();
    await page.getByText(`Upcoming matches of ${club}.`).waitFor();
    await page.getByText(upcoming.second_team.name).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/video-zone/schedule-recording');
  });
});

describe('when the next page is slow to arrive', () => {
  it('shows a progress bar over the page being left until the new one is there', async () => {
    const page = await courtside.open();
    await page.goto('/video-zone/login');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The forgot-password page's code is fetched on the first visit: hold it back, as a weak
    // phone connection would.
    await page.route('**/assets/forgot-password-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('progressbar', { name: 'Loading…' }).waitFor();
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBe('true');

    release();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading…' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBe('false');
  });
});

describe('when a representative forgets the password', () => {
  it('follows the link from the outbox, sets a new password and signs in with it', async () => {
    const upcoming = await courtside.fetchContest(courtside.upcomingContestId);
    const email = `zaboravni-${Date.now()}@club.test`;
    const page = await courtside.open();
    await fillRegistration(page, email, upcoming.second_team.name);
    await page.getByRole('heading', { name: 'Registration received' }).waitFor();

    await page.goto('/video-zone/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The route loads lazily and the router keeps the sign-in page, with its own Email field,
    // until it has: fill only once the new page is there, or the text lands on the old form.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If this address belongs to an account').waitFor();

    let link: URL | null = null;
    await expect
      .poll(async () => {
        const mail = (await readOutbox(outboxDir)).find((message) => message.to === email);
        const found = mail && /http\S+\/password-reset\?\S+/.exec(mail.text)?.[0];
        link = found ? new URL(found) : null;
        return link !== null;
      })
      .toBe(true);
    const received = link as unknown as URL;
    expect(received.searchParams.get('kind')).toBe('representative');
    // The app here listens on its own port; the link's path and query are what matter.
    await page.goto(`${received.pathname}${received.search}`);

    const newPassword = 'Novija#Lozinka7';
    await page.getByLabel('New password', { exact: true }).fill('kratka');
    await page.getByLabel('Confirm the new password', { exact: true }).fill('kratka');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The password needs at least 8 characters').first().waitFor();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm the new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been reset.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Video zone sign-in' }).waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Waiting for approval').waitFor();
    expect(new URL(page.url()).pathname).toBe('/video-zone/profile');
  });
});

describe('when the demo representative signs in', () => {
  it('lands on the schedule of their approved club', async () => {
    const { email, password: demoPassword } = courtside.app.credentials.representative;
    const page = await courtside.open();
    await page.goto('/video-zone/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Upcoming matches of Vojvodina.').waitFor();
    // Signed in, the login page sends them on to the profile (spec §2).
    await page.goto('/video-zone/login');
    await page.getByText('Approved', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/video-zone/profile');
  });
});

describe('when an administrator handles video-zone users on their screen', () => {
  it('approves a pending representative, then deletes them after saying yes', async () => {
    const representative = apiClient(courtside.app.url);
    const email = `ekran-${Date.now()}@club.test`;
    await representative.call('GET', '/api/sanctum/csrf-cookie');
    const registered = await representative.call('POST', '/api/video-zone/register', {
      email,
      password,
      password_confirmation: password,
      first_name: 'Ivana',
      last_name: 'Ilić',
      club: 'Vojvodina',
    });
    expect(registered.status).toBe(201);

    // The administrator signs in through the API of the browser's own context, so the
    // session cookie is the page's.
    const page = await courtside.open();
    const request = page.context().request;
    const xsrf = async () =>
      decodeURIComponent(
        (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
          '',
      );
    await request.get('/api/sanctum/csrf-cookie');
    await signInAdmin(async (pathname, body) => {
      const answer = await request.post(pathname, {
        data: body,
        headers: { 'x-xsrf-token': await xsrf() },
      });
      return { status: answer.status(), body: await answer.json() };
    });

    await page.goto('/administration/video-zone-users');
    await page.getByRole('heading', { name: 'Video zone users' }).waitFor();
    await page.getByLabel('Search by name, email or club').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Approve Ilić Ivana' }).click();
    await page.getByText('The representative is approved.').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Approved' }).click();
    await row.getByRole('button', { name: 'Delete Ilić Ivana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText('Delete Ilić Ivana?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Delete Ilić Ivana' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The representative is deleted.').waitFor();

    await page.getByRole('tab', { name: 'Deleted' }).click();
    await row.getByText('Deleted').waitFor();
    const signIn = await representative.call('POST', '/api/video-zone/login', { email, password });
    expect(signIn.status).toBe(422);
  });
});
