import { describe, expect, it } from 'vitest';
import { officialSavesScore } from './support/admin';
import { markWindow, waitForText, windowIsMarked } from './support/browser';
import { phone, courtsideForFile } from './support/courtside';
import { enterPeriod, openScoreEntry, periodField } from './support/screens';

const courtside = courtsideForFile();

describe('when two officials save the same contest at once', () => {
  it('tells the slower one someone else saved first and lets them re-apply their score', async () => {
    const { app, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const first = await courtside.open(phone);
    const second = await courtside.open(phone);
    await openScoreEntry(first, app.credentials.official, contest);
    await openScoreEntry(second, app.credentials.official, contest);

    // Both enter the third quarter; the first saves. (A save made before the second starts
    // typing would simply show on the second's screen: the screen follows the contest live.)
    await enterPeriod(first, contest, 'Quarter 3', 20, 18);
    await enterPeriod(second, contest, 'Quarter 3', 22, 17);
    await first.getByRole('button', { name: 'Save score' }).click();
    await first.getByText('Score saved.').waitFor();

    // The second, still on the old revision, saves a different third quarter.
    await second.getByRole('button', { name: 'Save score' }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved first' });
    await conflict.waitFor();

    // Their score is shown beside the second official's own entry, which is still in the form.
    const total = (table: string, team: string) =>
      conflict
        .getByRole('table', { name: table })
        .getByRole('row')
        .filter({ hasText: team })
        .getByRole('cell')
        .last()
        .textContent();
    expect(await total('Their saved score', contest.first_team.name)).toBe(
      String(contest.first_team_total + 20),
    );
    expect(await total('Your entry', contest.first_team.name)).toBe(
      String(contest.first_team_total + 22),
    );
    expect(await periodField(second, contest.first_team.name, 'Quarter 3').inputValue()).toBe('22');

    await conflict.getByRole('button', { name: 'Save my score over theirs' }).click();
    await second.getByText('Score saved.').waitFor();
    await expect
      .poll(async () => {
        const saved = await courtside.fetchContest(liveContestId);
        return { A3: saved.A3, B3: saved.B3 };
      })
      .toEqual({ A3: 22, B3: 17 });
  });
});

describe('when another official saves the contest this official has open', () => {
  it('shows the saved score without a reload, and keeps an unsaved entry beside it', async () => {
    const { app, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, contest);
    await markWindow(official);
    const homeFirst = periodField(official, contest.first_team.name, 'Quarter 1');
    const awayFourth = periodField(official, contest.second_team.name, 'Quarter 4');
    const following = { timeout: 15_000 };

    // Nothing typed here: the form follows the other official's save.
    const firstQuarter = (contest.A1 ?? 0) + 3;
    await officialSavesScore(courtside, contest, firstQuarter);
    await expect.poll(() => homeFirst.inputValue(), following).toBe(String(firstQuarter));
    const totals = `${contest.first_team_total + 3} : ${contest.second_team_total}`;
    await waitForText(official.getByRole('status'), totals);
    await official.getByText('Unsaved changes').waitFor({ state: 'hidden' });

    // Something else typed here: it stays, and their newer score is shown beside it.
    const typed = String((contest.B4 ?? 0) + 5);
    await awayFourth.fill(typed);
    const saved = await courtside.fetchContest(liveContestId);
    await officialSavesScore(courtside, saved, firstQuarter + 1);
    const notice = official
      .getByRole('status')
      .filter({ hasText: 'New score from another official' });
    await waitForText(notice, `${saved.first_team_total + 1} : ${saved.second_team_total}`);
    expect(await awayFourth.inputValue()).toBe(typed);
    expect(await homeFirst.inputValue()).toBe(String(firstQuarter));

    await notice.getByRole('button', { name: 'Keep their score' }).click();
    expect(await homeFirst.inputValue()).toBe(String(firstQuarter + 1));
    expect(await awayFourth.inputValue()).toBe(saved.B4 === null ? '' : String(saved.B4));
    expect(await windowIsMarked(official)).toBe(true);
  });
});

describe('when an official tries to score a contest that has not started', () => {
  it('explains the score window and keeps what was typed', async () => {
    const { app, upcomingContestId } = courtside;
    const upcoming = await courtside.fetchContest(upcomingContestId);
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, upcoming);

    const field = periodField(official, upcoming.first_team.name, 'Quarter 1');
    await field.fill('12');
    await official.getByRole('button', { name: 'Save score' }).click();

    const refusal = official.getByRole('alert').filter({ hasText: 'Not saved' });
    await waitForText(refusal, 'Score update not allowed at this time.');
    expect(await field.inputValue()).toBe('12');
  });
});

describe('when the answer to a save is lost on a weak connection', () => {
  it('keeps the values and stores the re-sent save once', async () => {
    const { app, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, contest);
    const field = periodField(official, contest.first_team.name, 'Quarter 4');
    const typed = String((contest.A4 ?? 0) + 2);
    await field.fill(typed);

    // The save reaches the server and is stored, but its answer never comes back.
    let sent = 0;
    await official.route('**/api/contests/*/score', async (route) => {
      sent += 1;
      if (sent === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await official.getByRole('button', { name: 'Save score' }).click();
    await official
      .getByText('The API did not return anything. Please try again in a moment...')
      .waitFor();
    expect(await field.inputValue()).toBe(typed);

    // Tapping Save again re-sends the same attempt (same Idempotency-Key): the server answers
    // with the first result instead of a conflict with itself.
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();
    const conflicts = official.getByRole('alert').filter({ hasText: 'Someone else saved first' });
    expect(await conflicts.count()).toBe(0);
    expect(sent).toBe(2);
    expect((await courtside.fetchContest(liveContestId)).A4).toBe(Number(typed));
  });
});

describe("when the official's page is reloaded before saving", () => {
  it('brings back what was typed, marked as unsaved', async () => {
    const { app, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, contest);
    await periodField(official, contest.second_team.name, 'Extra time').fill('9');
    await official.getByText('Unsaved changes').waitFor();

    await official.reload();
    await official.getByRole('form', { name: 'Score entry' }).waitFor();
    expect(await periodField(official, contest.second_team.name, 'Extra time').inputValue()).toBe(
      '9',
    );
    await official.getByText('Unsaved changes').waitFor();
  });
});

describe('when the CSRF token went stale while the official was typing', () => {
  it('fetches a new one, retries once and saves', async () => {
    const { app, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, contest);
    await official.context().addCookies([{ name: 'XSRF-TOKEN', value: 'stale', url: app.url }]);

    const statuses: number[] = [];
    official.on('response', (response) => {
      if (response.url().endsWith(`/api/contests/${contest.id}/score`)) {
        statuses.push(response.status());
      }
    });
    await periodField(official, contest.second_team.name, 'Quarter 4').fill(
      String((contest.B4 ?? 0) + 1),
    );
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();
    expect(statuses).toEqual([419, 200]);
    expect(official.url()).toContain(`/officials/games/${contest.id}`);
  });
});
