import { describe, expect, it } from 'vitest';
import { markWindow, waitForText, windowIsMarked } from './support/browser';
import { officialSavesScore, superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();

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

    await officialSavesScore(courtside, contest, after);

    const inProgress = admin.getByRole('region', { name: 'In progress' });
    const row = inProgress.locator(`tr[data-contest="${contest.id}"]`);
    await waitForText(row, `${homeTotal} : ${contest.second_team_total}`);
    await waitForText(row, contest.first_team.name);
    expect(await windowIsMarked(admin)).toBe(true);
  });
});
