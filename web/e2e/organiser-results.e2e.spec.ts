import type { LeagueStandingsAsOf } from '@courtside/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

// An organiser enters the result of a match the officials never finished (issue 9, part D),
// from the league's schedule, with a reason; the match keeps its date.

const { courtside, admin } = superAdminForFile();

async function standingsOn(day: string): Promise<LeagueStandingsAsOf> {
  const response = await fetch(
    `${courtside.app.url}/api/leagues/${courtside.leagueId}/standings?date=${day}`,
  );
  return (await response.json()) as LeagueStandingsAsOf;
}

beforeAll(async () => {});

describe('when an administrator enters the result of a match nobody finished', () => {
  it('saves it with a reason on its own date, and the table of that day counts it', async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    expect(contest.status).not.toBe('finished');
    const day = contest.time.slice(0, 10);
    const played = (table: LeagueStandingsAsOf) =>
      table.standings.find((row) => row.team.id === contest.first_team.id)?.played ?? 0;
    const before = played(await standingsOn(day));

    await admin.goto(`/league/${courtside.leagueId}?tab=schedule`);
    const card = admin.getByRole('article', {
      name: `${contest.first_team.name} vs ${contest.second_team.name}`,
    });
    await admin
      .locator('div', { has: card })
      .last()
      .getByRole('button', { name: 'Enter result' })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Enter the result of a played match' });
    for (const period of [1, 2, 3, 4]) {
      await dialog.getByLabel(`${contest.first_team.name}: Period ${period}`).fill('20');
      await dialog.getByLabel(`${contest.second_team.name}: Period ${period}`).fill('15');
    }
    await dialog.getByLabel('Reason').fill('The paper score sheet arrived this morning');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await admin.getByText('The result was entered.').waitFor();

    await expect
      .poll(async () => (await courtside.fetchContest(contest.id)).status)
      .toBe('finished');
    const entered = await courtside.fetchContest(contest.id);
    expect(entered).toMatchObject({
      time: contest.time,
      first_team_total: 80,
      second_team_total: 60,
      winner: 'first_team',
    });
    expect(played(await standingsOn(day))).toBe(before + 1);
  });
});
