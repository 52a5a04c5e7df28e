import type { Paginated, PlayerBaseEntry, PublicContest } from '@courtside/events';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSuperAdmin } from './support/admin';
import { startCourtside, type Courtside } from './support/courtside';

// Issue 10 (pages): the contest list, the player base, not-found inside the administration,
// and the date picker's 20-year grid.

let courtside: Courtside;

beforeAll(async () => {
  courtside = await startCourtside();
});

afterAll(async () => {
  await courtside?.close();
});

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${courtside.app.url}/api${path}`)).json()) as T;
}

const phoneNarrow = { width: 360, height: 780 };

// The super-admin enrols two-factor sign-in once, so every test shares the one signed-in page.
let signedIn: Page | undefined;
async function superAdmin(): Promise<Page> {
  if (!signedIn) {
    signedIn = await courtside.open();
    await signInSuperAdmin(signedIn, courtside);
  }
  return signedIn;
}

describe('when a visitor filters the matches by team and day', () => {
  it('shows only that team’s matches of that day, and the link shows the same list', async () => {
    const options = await api<{ teams: { id: number; name: string }[] }>('/contests-filters');
    const all = await api<Paginated<PublicContest>>('/contests?per_page=100');
    const contest = all.data[0];
    if (!contest) throw new Error('the demo seeds matches');
    const team = options.teams.find((t) => t.id === contest.first_team.id);
    if (!team) throw new Error('the first match’s home team is offered as a filter');
    const day = contest.time.slice(0, 10);
    const expected = await api<Paginated<PublicContest>>(
      `/contests?team_id=${team.id}&from=${day}&to=${day}`,
    );
    const byTeam = await api<Paginated<PublicContest>>(`/contests?team_id=${team.id}`);
    expect(byTeam.meta.total).toBeGreaterThan(expected.meta.total - 1);

    const visitor = await courtside.open(phoneNarrow);
    await visitor.goto('/contests');
    await visitor.getByRole('heading', { name: 'Matches', level: 1 }).waitFor();
    const cards = visitor.getByRole('list', { name: 'Matches' }).getByRole('article');
    await cards.first().waitFor();

    await visitor.getByRole('combobox', { name: 'Team' }).click();
    await visitor.getByRole('option', { name: team.name, exact: true }).click();
    await visitor.waitForURL(`**/contests?team_id=${team.id}`);
    await expect
      .poll(() => visitor.getByText(`${byTeam.meta.total} match`, { exact: false }).count())
      .toBeGreaterThan(0);
    for (const label of await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label') ?? ''),
    )) {
      expect(label).toContain(team.name);
    }

    // The day range lives in the address too: the shared link narrows to that day.
    await visitor.goto(`/contests?team_id=${team.id}&from=${day}&to=${day}`);
    const labels = expected.data.map((c) => `${c.first_team.name}`);
    await expect
      .poll(async () => (await cards.allTextContents()).length)
      .toBe(expected.data.length);
    const shown = await cards.allTextContents();
    shown.forEach((text, index) => expect(text).toContain(labels[index]));
    // Right on a 360 px phone: nothing runs off the side.
    expect(
      await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  it('explains a bad filter in the address instead of failing', async () => {
    const visitor = await courtside.open();
    await visitor.goto('/contests?from=2026-02-30');
    await visitor.getByText('Enter a valid date.').waitFor();
  });
});

describe('when a visitor searches the player base', () => {
  it('finds a licensed player by name and shows no private field', async () => {
    const players = await api<Paginated<PlayerBaseEntry>>('/player-base');
    const player = players.data[0];
    if (!player) throw new Error('the demo seeds licensed players');
    const admin = await superAdmin();
    const secret = await admin.evaluate(async (id) => {
      const answer = await fetch(`/api/admin/licences/${id}`, { credentials: 'include' });
      return (
        (await answer.json()) as { data: { jmbg: string; ebr: string | null; birth_date: string } }
      ).data;
    }, player.id);
    expect(secret.jmbg).toMatch(/^\d{13}$/);

    const visitor = await courtside.open(phoneNarrow);
    await visitor.goto('/baza-igraca');
    const cards = visitor.getByTestId('player-card');
    await cards.first().waitFor();
    await visitor.getByRole('textbox', { name: 'Name' }).fill(player.last_name);
    await visitor.waitForURL(/name=/);
    await expect
      .poll(async () =>
        (await cards.allTextContents()).every((text) => text.includes(player.last_name)),
      )
      .toBe(true);
    const card = cards.filter({ hasText: `${player.last_name} ${player.first_name}` }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain(player.club.name);

    const page = (await visitor.locator('main').textContent()) ?? '';
    expect(page).not.toContain(secret.jmbg);
    if (secret.ebr) expect(page).not.toContain(secret.ebr);
    const [year, month, dayOfMonth] = secret.birth_date.split('-');
    expect(page).not.toContain(`${dayOfMonth}.${month}.${year}`);
    expect(page).not.toContain(secret.birth_date);
  });
});

describe('when an admin opens an administration path that is not built', () => {
  it('shows the not-found page inside the sidebar with a way back', async () => {
    const admin = await superAdmin();
    await admin.goto('/administration/no-such-screen');
    await admin.getByRole('heading', { name: 'Page not found' }).waitFor();
    await admin.getByRole('link', { name: 'Audit logs' }).waitFor();
    await admin.getByRole('link', { name: 'Back to administration' }).click();
    await admin.waitForURL((url) => url.pathname === '/administration');
    await expect.poll(() => admin.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});

describe('when a visitor pages the landing date picker by years', () => {
  it('shows 20 years a page and moves by 20', async () => {
    const visitor = await courtside.open();
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Choose a day' }).click();
    // Month → year → decade: the level buttons in the calendar header.
    await visitor.locator('[data-month-level] [class*="calendarHeaderLevel"]').click();
    await visitor.locator('[data-year-level] [class*="calendarHeaderLevel"]').click();
    const years = visitor.locator('[data-decade-level] table button');
    await expect.poll(() => years.count()).toBe(20);
    const first = Number((await years.first().textContent())?.trim());
    await visitor.locator('[data-decade-level] button[data-direction="next"]').click();
    await expect
      .poll(async () => Number((await years.first().textContent())?.trim()))
      .toBe(first + 20);
  });
});

// Last: it signs the shared super-admin page out.
describe('when the server refuses a download', () => {
  it('says so in a red notice and stays on the page', async () => {
    const admin = await superAdmin();
    await admin.goto('/administration/income');
    const download = admin.getByRole('link', { name: 'Download CSV' });
    await download.waitFor();
    // The button shows while the report still loads. A load sent after the session ends is
    // answered 401 and signs the page out, which is right, but not this situation: the admin
    // reads the report first, then the session ends elsewhere.
    await admin.getByRole('table').or(admin.getByText('No income in this period')).waitFor();
    // The session ends elsewhere (signed out in another tab): the export is now refused.
    await admin.context().clearCookies();
    await download.click();
    await admin.getByText('The server denied to download the file.').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/administration/income');
  });
});
