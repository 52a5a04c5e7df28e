import type { LeagueStatistics, SeasonInfo } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { courtsideForFile } from './support/courtside';

const courtside = courtsideForFile();

describe('when a visitor opens the date picker on the landing page', () => {
  it('marks exactly the month’s contest days, there and on the chosen day’s page', async () => {
    const visitor = await courtside.open();
    await visitor.goto('/');
    const today = courtside.clock().toISOString().slice(0, 10);
    const [year, month] = today.split('-');
    const response = await fetch(
      `${courtside.app.url}/api/events?year=${Number(year)}&month=${Number(month)}`,
    );
    const days = (await response.json()) as string[];
    expect(days).toContain(today);

    await visitor.getByRole('button', { name: 'Choose a day' }).click();
    const marked = visitor.locator('[data-contest-day]');
    await marked.first().waitFor();
    await expect.poll(() => marked.count()).toBe(days.length);
    const numbers = (await marked.allTextContents()).map((text) => Number(text.trim()));
    expect(numbers).toEqual(days.map((day) => Number(day.slice(8, 10))));

    // Choosing a contest day opens that day's results, whose picker still marks the month.
    const first = days[0] ?? today;
    await marked.first().click();
    await visitor.waitForURL(`**/leagues/${first}/contests`);
    await visitor.getByRole('button', { name: 'Choose a day' }).click();
    await expect.poll(() => visitor.locator('[data-contest-day]').count()).toBe(days.length);
  });
});

describe('when a visitor scrolls the landing page', () => {
  it('lists the season’s categories with links to their leagues', async () => {
    const today = courtside.clock().toISOString().slice(0, 10);
    const answer = await fetch(`${courtside.app.url}/api/season?date=${today}`);
    const season = (await answer.json()) as SeasonInfo;
    const category = season.topCategories.find((c) => c.leagues.length > 0);
    if (!category) throw new Error('the demo has public categories with leagues');
    const league = category.leagues[0];
    if (!league) throw new Error('unreachable');

    const visitor = await courtside.open();
    await visitor.goto('/');
    const section = visitor.getByRole('region', { name: `Season ${season.selectedYear}` });
    await section.getByText(category.name, { exact: true }).waitFor();
    await section.getByRole('link', { name: league.name, exact: true }).click();
    await visitor.waitForURL(`**/league/${league.id}`);
    await visitor.getByRole('heading', { name: league.name, exact: true }).waitFor();
  });
});

describe('when a visitor follows the statistics link from a league page', () => {
  it('shows every team’s record and the biggest wins', async () => {
    const answer = await fetch(`${courtside.app.url}/api/leagues/${courtside.leagueId}/statistics`);
    const statistics = (await answer.json()) as LeagueStatistics;
    expect(statistics.games).toBeGreaterThan(0);

    const visitor = await courtside.open();
    await visitor.goto(`/league/${courtside.leagueId}`);
    await visitor.getByRole('link', { name: 'Statistics' }).click();
    await visitor.getByRole('heading', { name: `${statistics.league.name}: statistics` }).waitFor();
    const table = visitor.getByRole('table', { name: 'Team statistics' });
    for (const team of statistics.teams) {
      const row = table.getByRole('row').filter({ hasText: team.team.name });
      await row.waitFor();
      expect(await row.textContent()).toContain(`${team.won}–${team.lost}`);
    }
    const biggest = statistics.biggest_wins[0];
    if (!biggest) throw new Error('the demo has finished contests, so a biggest win');
    await visitor
      .getByRole('region', { name: 'Biggest wins' })
      .getByText(`${biggest.team.name} beat ${biggest.opponent.name}`, { exact: false })
      .first()
      .waitFor();
  });
});
