import { describe, expect, it } from 'vitest';
import { officialSavesScore } from './support/admin';
import { markWindow, waitForText, windowIsMarked } from './support/browser';
import { courtsideForFile } from './support/courtside';

// Issue 10 (findable, shareable): a match has its own public page, reached from the league page,
// that follows the match live, and is right on a 360 px phone.

const courtside = courtsideForFile();

describe('when a visitor opens a live match from its league page', () => {
  it('shows the match, its score by period, and a new score without a reload', async () => {
    const { leagueId, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const home = contest.first_team.name;
    const away = contest.second_team.name;
    const visitor = await courtside.open({ width: 360, height: 740 });
    await visitor.goto(`/league/${leagueId}`);
    const card = visitor
      .getByRole('region', { name: 'Live now' })
      .getByRole('article', { name: `${home} vs ${away}` });
    await card.getByRole('link', { name: 'Match page' }).click();

    await visitor.waitForURL(`**/contests/${liveContestId}`);
    await visitor.getByRole('heading', { level: 1, name: `${home} – ${away}` }).waitFor();
    expect(await visitor.title()).toContain(`${home} – ${away}`);
    const board = visitor.getByRole('region', { name: 'Score' });
    const before = `${contest.first_team_total} : ${contest.second_team_total}`;
    await waitForText(board, before);
    await waitForText(board, 'Live');
    const day = contest.time.slice(0, 10).split('-').reverse().join('.');
    await visitor.getByText(`${day} ${contest.time.slice(11, 16)}`).waitFor();
    if (contest.location) await visitor.getByText(contest.location, { exact: true }).waitFor();
    const periods = visitor.getByRole('table');
    await periods.getByRole('row', { name: new RegExp(`^${home}`) }).waitFor();
    await visitor.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    // Right at 360 px: nothing runs off the side.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await markWindow(visitor);

    // An official saves a new first quarter for the home team.
    await officialSavesScore(courtside, contest, (contest.A1 ?? 0) + 5);
    const after = `${contest.first_team_total + 5} : ${contest.second_team_total}`;
    await waitForText(board, after);
    const homeRow = periods.getByRole('row', { name: new RegExp(`^${home}`) });
    await waitForText(homeRow, String(contest.first_team_total + 5));
    expect(await windowIsMarked(visitor)).toBe(true);
  });
});

describe('when a visitor opens a match that does not exist', () => {
  it('says so and offers the list of matches', async () => {
    const visitor = await courtside.open();
    await visitor.goto('/contests/987654');
    await visitor.getByText('This match does not exist or is not public.').waitFor();
    await visitor.getByRole('link', { name: 'All matches' }).click();
    await visitor.waitForURL('**/contests');
  });
});
