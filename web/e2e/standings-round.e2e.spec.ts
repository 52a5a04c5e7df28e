import type { LeagueStandingsAsOf } from '@courtside/events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courtsideForFile } from './support/courtside';

const courtside = courtsideForFile();

async function standings(query = ''): Promise<LeagueStandingsAsOf> {
  const response = await fetch(
    `${courtside.app.url}/api/leagues/${courtside.leagueId}/standings${query}`,
  );
  return (await response.json()) as LeagueStandingsAsOf;
}

/** Team and points of each row of the table, top to bottom, as the visitor reads them. */
async function readTable(page: Page, caption: string): Promise<string[]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.getAttribute('aria-label')} ${row.querySelector('td:last-child')?.textContent}`,
      ),
    );
}

const expected = (table: LeagueStandingsAsOf) =>
  table.standings.map((row) => `${row.team.name} ${row.points}`);

describe('when a visitor picks an earlier round on the league page', () => {
  it('shows the table as it stood after that round, and the live one again on "now"', async () => {
    const live = await standings();
    const afterFirst = await standings('?round=1');
    // The demo league has played past round 1, so the two tables differ.
    expect(expected(afterFirst)).not.toEqual(expected(live));

    const visitor = await courtside.open();
    await visitor.goto(`/league/${courtside.leagueId}`);
    expect(await readTable(visitor, 'Standings')).toEqual(expected(live));

    // Rows placed by a tie-break say which one; the legend under the table explains it.
    const tieBroken = live.standings.filter((row) => row.criterion !== 'points');
    for (const row of tieBroken) {
      await visitor
        .getByRole('row', { name: row.team.name })
        .locator(`[data-criterion="${row.criterion}"]`)
        .waitFor();
    }
    // The demo league has teams level on points, so the legend has something to explain.
    expect(tieBroken.length).toBeGreaterThan(0);
    await visitor.getByRole('note', { name: 'How level teams were separated' }).waitFor();

    await visitor.getByRole('combobox', { name: 'Standings as of' }).click();
    await visitor.getByRole('option', { name: 'After round 1', exact: true }).click();
    await expect
      .poll(() => readTable(visitor, 'Standings after round 1'))
      .toEqual(expected(afterFirst));

    await visitor.getByRole('combobox', { name: 'Standings as of' }).click();
    await visitor.getByRole('option', { name: 'Now (live)' }).click();
    await expect.poll(() => readTable(visitor, 'Standings')).toEqual(expected(live));
  });

  it('offers the same selector in the embeddable widget, without the site around it', async () => {
    const afterFirst = await standings('?round=1');
    const embed = await courtside.open();
    await embed.goto(`/integrations/leagues/league/${courtside.leagueId}/standings-with-round`);
    await embed.getByRole('heading', { name: afterFirst.league.name }).waitFor();
    await embed.getByRole('combobox', { name: 'Standings as of' }).click();
    await embed.getByRole('option', { name: 'After round 1', exact: true }).click();
    await expect
      .poll(() => readTable(embed, 'Standings after round 1'))
      .toEqual(expected(afterFirst));
    expect(await embed.getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });
});
