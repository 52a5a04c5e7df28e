import { captchaPayload } from '@courtside/events';
import { solveChallenge } from 'altcha-lib/v1';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../gateway/test/browser';
import { superAdminApi } from './support/admin';
import { startCourtside, type Courtside } from './support/courtside';

// Issue 10 (PUB-FORMS): a visitor books an arena slot; an overlapping booking is refused.

let courtside: Courtside;
let arena: string;
let admin: TestBrowser | undefined;
/** The demo super-admin over the API, signed in (and enrolled in two-factor) once. */
const adminApi = async () => (admin ??= await superAdminApi(courtside));

/** A day far enough ahead of the app's clock that no demo booking is on it, as the form types it. */
function slot(daysAhead: number, time: string): string {
  const day = new Date(courtside.clock().getTime() + daysAhead * 24 * 60 * 60 * 1000);
  return `${day.toISOString().slice(0, 10)}T${time}`;
}

async function fillBooking(page: Page, start: string, home: string) {
  await page.goto('/appointments');
  await page.getByRole('heading', { name: 'Book an arena' }).waitFor();
  await page.getByLabel('Full name').fill('Marko Marković');
  await page.getByLabel('E-mail').fill('marko@example.com');
  await page.getByLabel('Phone').fill('+381 64 123 4567');
  await page
    .getByRole('textbox', { name: 'Sport' })
    .or(page.getByRole('combobox', { name: 'Sport' }))
    .click();
  await page.getByRole('option', { name: 'Košarka', exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Arena' })
    .or(page.getByRole('combobox', { name: 'Arena' }))
    .click();
  await page.getByRole('option', { name: arena, exact: true }).click();
  await page.getByLabel('Home team').fill(home);
  await page.getByLabel('Away team').fill('KK Sloga');
  await page.getByLabel('Start time').fill(start);
  await page.getByLabel('Expected duration (minutes)').fill('90');
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await page.getByText('Verified. You can send the form.').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Send booking request' }).click();
}

beforeAll(async () => {
  courtside = await startCourtside();
  const options = await (await fetch(`${courtside.app.url}/api/appointments/options`)).json();
  arena = String(options.arenas[0].name);
});

afterAll(async () => {
  await courtside?.close();
});

describe('when a visitor books an arena slot', () => {
  it('is received, and a second booking overlapping it is refused with a clear message', async () => {
    const page = await courtside.open();
    await fillBooking(page, slot(40, '10:00'), 'KK Radnički');
    await page.getByText('Request received').waitFor();

    const second = await courtside.open();
    await fillBooking(second, slot(40, '11:00'), 'KK Mladost');
    await second
      .getByText('This arena is already booked at that time. Choose another time or arena.')
      .first()
      .waitFor();
    expect(await second.getByText('Request received').count()).toBe(0);

    const pending = await (
      await adminApi()
    ).request('GET', '/api/admin/appointments?filter=pending');
    const teams = pending.body.data.map((row: { home_team: string }) => row.home_team);
    expect(teams).toContain('KK Radnički');
    expect(teams).not.toContain('KK Mladost');
  });

  it('refuses a duration outside 30–240 minutes in the form, before anything is sent', async () => {
    const page = await courtside.open();
    await page.goto('/appointments');
    await page.getByLabel('Expected duration (minutes)').fill('20');
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.getByText('Expected match duration 30 to 240 minutes.').waitFor();
    await page.getByText('Captcha must be completed.').waitFor();
  });
});

describe('when two overlapping bookings are sent at once', () => {
  it('ends with exactly one stored', async () => {
    const solved = async (browser: TestBrowser) => {
      const { body } = await browser.request('GET', '/api/captcha/challenge');
      const found = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber)
        .promise;
      if (!found) throw new Error('the challenge had no solution');
      return captchaPayload(body, found.number);
    };
    const options = await (await fetch(`${courtside.app.url}/api/appointments/options`)).json();
    const booking = {
      full_name: 'Ivana Ilić',
      email: 'ivana@example.com',
      phone: '+381 63 765 4321',
      sport_id: options.sports[0].id,
      arena_id: options.arenas[0].id,
      home_team: 'KK Istovremeni',
      away_team: 'KK Naporedni',
      duration_minutes: 120,
    };
    const browsers = [new TestBrowser(courtside.app.url), new TestBrowser(courtside.app.url)];
    await Promise.all(browsers.map((b) => b.csrf()));
    const captchas = await Promise.all(browsers.map(solved));
    const day = slot(50, '').slice(0, 10);
    const answers = await Promise.all(
      browsers.map((browser, index) =>
        browser.request('POST', '/api/appointments', {
          body: {
            ...booking,
            starts_at: `${day}T${index === 0 ? '17:00' : '18:30'}:00Z`,
            captcha: captchas[index],
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const all = await (await adminApi()).request('GET', '/api/admin/appointments?filter=all');
    const stored = all.body.data.filter(
      (row: { home_team: string }) => row.home_team === 'KK Istovremeni',
    );
    expect(stored).toHaveLength(1);
  });
});
