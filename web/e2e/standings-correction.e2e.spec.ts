import type { LeagueStandingsAsOf, PublicContest } from '@courtside/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();

async function standings(): Promise<LeagueStandingsAsOf> {
  const response = await fetch(`${courtside.app.url}/api/leagues/${courtside.leagueId}/standings`);
  return (await response.json()) as LeagueStandingsAsOf;
}

beforeAll(async () => {});

describe('when an administrator corrects a finished result from the league schedule', () => {
  it('saves the new score with a reason and the table counts it', async () => {
    const before = await standings();
    // The schedule lists contests by round, then time: the first finished one is the first button.
    const contest = [...before.contests]
      .sort((a, b) => a.round - b.round || a.time.localeCompare(b.time) || a.id - b.id)
      .find((item) => item.status === 'finished');
    if (!contest) throw new Error('the demo league has finished contests');
    const winner = contest.winner === 'first_team' ? contest.first_team : contest.second_team;
    const loser = contest.winner === 'first_team' ? contest.second_team : contest.first_team;
    const points = (table: LeagueStandingsAsOf, id: number) =>
      table.standings.find((row) => row.team.id === id)?.points ?? NaN;

    await admin.goto(`/league/${courtside.leagueId}?tab=schedule`);
    await admin.getByRole('button', { name: 'Correct result' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Correct a finished result' });
    // The sides' scores swap, so the other team wins.
    for (const period of [1, 2, 3, 4]) {
      const home = contest[`A${period}` as keyof PublicContest] as number | null;
      const away = contest[`B${period}` as keyof PublicContest] as number | null;
      await dialog
        .getByLabel(`${contest.first_team.name}: Period ${period}`)
        .fill(away === null ? '' : String(away));
      await dialog
        .getByLabel(`${contest.second_team.name}: Period ${period}`)
        .fill(home === null ? '' : String(home));
    }
    await dialog
      .getByLabel(`${contest.first_team.name}: Extra time`)
      .fill(contest.B_extra === null ? '' : String(contest.B_extra));
    await dialog
      .getByLabel(`${contest.second_team.name}: Extra time`)
      .fill(contest.A_extra === null ? '' : String(contest.A_extra));
    await dialog.getByLabel('Reason').fill('Score sheet had the teams the wrong way round');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await admin.getByText('The result was corrected.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await expect
      .poll(async () => (await courtside.fetchContest(contest.id)).winner)
      .toBe(contest.winner === 'first_team' ? 'second_team' : 'first_team');
    const after = await standings();
    expect(points(after, winner.id)).toBeLessThan(points(before, winner.id));
    expect(points(after, loser.id)).toBeGreaterThan(points(before, loser.id));
  });
});
