import type { LeagueStandingsAsOf } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

// Issue 10, "right on a phone": the league page at 360 and 390 px, the round selector and the
// chart, a play-off opening on its bracket, and the league edit screen with delete.

const { courtside, admin } = superAdminForFile();

async function standings(leagueId: number, query = ''): Promise<LeagueStandingsAsOf> {
  const response = await fetch(`${courtside.app.url}/api/leagues/${leagueId}/standings${query}`);
  return (await response.json()) as LeagueStandingsAsOf;
}

/** A write as the signed-in admin page makes it: the session cookie and the CSRF header. */
async function adminPost(path: string, body: unknown): Promise<{ status: number; id?: number }> {
  return admin.evaluate(
    async ({ path, body }) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { id?: number };
      return { status: response.status, id: answer.id };
    },
    { path, body },
  );
}

const phones = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

describe('when a visitor opens a league page on a phone', () => {
  it.each(phones)(
    'shows each team’s points without sideways scrolling, and the header whole ($width px)',
    async (viewport) => {
      const live = await standings(courtside.leagueId);
      const visitor = await courtside.open(viewport);
      await visitor.goto(`/league/${courtside.leagueId}`);
      const table = visitor.getByRole('table', { name: 'Standings' });
      await table.waitFor();
      for (const row of live.standings) {
        const cell = table.getByRole('row', { name: row.team.name }).locator('td:last-child');
        expect(await cell.textContent()).toBe(String(row.points));
        const box = await cell.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(
          true,
        );
      }
      const widths = await table.evaluate((element) => {
        const container = element.parentElement as HTMLElement;
        const page = document.documentElement;
        return {
          container: [container.scrollWidth, container.clientWidth],
          page: [page.scrollWidth, page.clientWidth],
        };
      });
      expect(widths.container[0]).toBe(widths.container[1]);
      expect(widths.page[0]).toBe(widths.page[1]);
      // The header keeps "Log in" and the menu (with the language choice) whole on screen.
      for (const control of [
        visitor.getByRole('button', { name: 'Log in' }),
        visitor.getByRole('button', { name: 'Open menu' }),
      ]) {
        const box = await control.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? viewport.width + 1)).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    },
  );

  it('offers only rounds already played, and the chart follows the round picked', async () => {
    const live = await standings(courtside.leagueId);
    const played = [
      ...new Set(live.contests.filter((c) => c.status === 'finished').map((c) => c.round)),
    ].sort((a, b) => a - b);
    const scheduled = new Set(live.contests.map((contest) => contest.round));
    // The demo league has rounds still to play, which the selector must leave out.
    expect(scheduled.size).toBeGreaterThan(played.length);
    const afterFirst = await standings(courtside.leagueId, '?round=1');

    const visitor = await courtside.open(phones[0]);
    await visitor.goto(`/league/${courtside.leagueId}`);
    await visitor.getByRole('combobox', { name: 'Standings as of' }).click();
    const options = visitor.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual([
      'Now (live)',
      ...played.map((round) => `After round ${round}`),
    ]);
    await visitor.getByRole('option', { name: 'After round 1', exact: true }).click();

    const chart = visitor.getByRole('figure', { name: 'Points per team after round 1' });
    await chart.waitFor();
    await expect
      .poll(() => chart.locator('.recharts-label-list text').allTextContents())
      .toEqual(afterFirst.standings.map((row) => String(row.points)));
  });
});

describe('when a visitor opens a play-off league', () => {
  it('opens on its bracket, readable down to the final on a phone', async () => {
    const teams = (await standings(courtside.leagueId)).standings.slice(0, 4).map((r) => r.team);
    const created = await adminPost('/api/admin/leagues', {
      kind: 'play-off',
      name: 'Plej-of Jug',
      number_of_teams: 4,
      rounds: 1,
      start_date: '2026-12-05',
      public: true,
      team_ids: teams.map((team) => team.id),
      best_of: 1,
      generate: true,
    });
    expect(created.status).toBe(201);

    const visitor = await courtside.open(phones[0]);
    await visitor.goto(`/league/${created.id}`);
    await visitor.getByRole('tab', { name: 'Bracket', selected: true }).waitFor();
    const bracket = visitor.getByRole('region', { name: 'Bracket' });
    const final = bracket.getByText('Final', { exact: true });
    await final.waitFor();
    for (const team of teams) await bracket.getByText(team.name, { exact: true }).waitFor();
    const box = await final.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
  });
});

describe('when an organiser edits a league the wizard created', () => {
  it('changes each field, and deletes it only while it has no result', async () => {
    await admin.goto('/administration/leagues/league/create/free-form');
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Jesenja liga');
    // Typed day.month.year (spec §9); Tab leaves the field, and its calendar, for the next one.
    await admin.getByLabel(/^Start date/).fill('07.12.2026');
    await admin.getByLabel(/^Start date/).press('Tab');
    await admin.getByRole('combobox', { name: 'Season' }).click();
    await admin.getByRole('listbox').getByRole('option').first().click();
    await admin.getByRole('combobox', { name: 'Category' }).click();
    const categories = admin.getByRole('listbox').getByRole('option');
    await categories.first().waitFor();
    const [first, second] = await categories.allTextContents();
    await admin.getByRole('option', { name: first, exact: true }).click();
    while (!(await admin.getByRole('button', { name: 'Create league' }).isVisible())) {
      await admin.getByRole('button', { name: 'Next' }).click();
    }
    await admin.getByRole('button', { name: 'Create league' }).click();
    await admin.getByRole('heading', { name: 'Jesenja liga' }).waitFor();
    const id = /league\/(\d+)/.exec(admin.url())?.[1];

    await admin.goto(`/administration/leagues/league/${id}/settings`);
    const form = admin.getByRole('form', { name: 'League details' });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Jesenja liga');
    // The category shows its name once the season's categories have loaded beside the league.
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Category' }).inputValue())
      .toBe(first);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jesenja liga Sever');
    await form.getByLabel(/^Start date/).fill('14.12.2026');
    await form.getByLabel(/^Start date/).press('Tab');
    await form.getByLabel('Rounds').fill('3');
    await form.getByLabel('Public').uncheck({ force: true });
    await form.getByRole('combobox', { name: 'Category' }).click();
    await admin.getByRole('option', { name: second, exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('League saved.').waitFor();

    await admin.reload();
    const reloaded = admin.getByRole('form', { name: 'League details' });
    await expect
      .poll(() => reloaded.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Jesenja liga Sever');
    expect(await reloaded.getByLabel(/^Start date/).inputValue()).toBe('14.12.2026');
    expect(await reloaded.getByLabel('Rounds').inputValue()).toBe('3');
    expect(await reloaded.getByLabel('Public').isChecked()).toBe(false);
    await expect
      .poll(() => reloaded.getByRole('combobox', { name: 'Category' }).inputValue())
      .toBe(second);

    // The demo league under way has results: it asks first, then says why it stays.
    await admin.goto(`/administration/leagues/league/${courtside.leagueId}/settings`);
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .not.toBe('');
    await admin.getByRole('button', { name: 'Delete league' }).click();
    const refusal = admin.getByRole('dialog', { name: 'Delete this league?' });
    await refusal.getByRole('button', { name: 'Yes' }).click();
    await refusal
      .getByText('This league already has results, so it can no longer be deleted.')
      .waitFor();
    await refusal.getByRole('button', { name: 'No' }).click();

    // The new league has none: it goes, and the list no longer shows it.
    await admin.goto(`/administration/leagues/league/${id}/settings`);
    await admin.getByRole('button', { name: 'Delete league' }).click();
    await admin
      .getByRole('dialog', { name: 'Delete this league?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await admin.getByRole('heading', { name: 'Leagues', level: 1 }).waitFor();
    await admin.getByText('League deleted.').waitFor();
    const gone = await fetch(`${courtside.app.url}/api/leagues/${id}`);
    expect(gone.status).toBe(404);
  });
});
