import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { markWindow, waitForText, windowIsMarked } from './support/browser';
import { phone, courtsideForFile } from './support/courtside';
import { enterPeriod, openScoreEntry, periodField, standingsOf } from './support/screens';

const courtside = courtsideForFile();

describe('when an official enters and finishes a live contest', () => {
  it('shows the public pages the new score and then the new standings without a reload', async () => {
    const { app, leagueId, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const home = contest.first_team.name;
    const away = contest.second_team.name;
    const contestLabel = `${home} vs ${away}`;

    // B: a visitor keeps the league page open the whole time.
    const visitor = await courtside.open();
    await visitor.goto(`/league/${leagueId}`);
    await visitor.getByRole('table', { name: 'Standings' }).waitFor();
    await visitor.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    const liveCard = visitor.getByRole('article', { name: contestLabel });
    await waitForText(liveCard, `${contest.first_team_total} : ${contest.second_team_total}`);
    const homeBefore = await standingsOf(visitor, home);
    const awayBefore = await standingsOf(visitor, away);
    await markWindow(visitor);
    // C: another visitor watches that day's results across leagues.
    const dayVisitor = await courtside.open();
    await dayVisitor.goto(`/leagues/${contest.time.slice(0, 10)}/contests`);
    const dayCard = dayVisitor.getByRole('article', { name: contestLabel });
    await waitForText(dayCard, `${contest.first_team_total} : ${contest.second_team_total}`);
    await dayVisitor.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();

    // A: the official, on a phone, adds the third and fourth quarters and saves.
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, contest);
    await enterPeriod(official, contest, 'Quarter 3', 25, 18);
    await enterPeriod(official, contest, 'Quarter 4', 22, 20);
    const score = `${contest.first_team_total + 47} : ${contest.second_team_total + 38}`;
    await waitForText(official.getByRole('status'), score);
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();

    await waitForText(liveCard, score);
    await waitForText(dayCard, score);
    if (process.env.SCREENSHOT_PATH) {
      await visitor.screenshot({ path: process.env.SCREENSHOT_PATH, fullPage: true });
    }

    // Finishing asks first and shows the final score (issue 9); the official says yes.
    await official.getByRole('button', { name: 'Finish match' }).click();
    const confirm = official.getByRole('dialog', { name: 'Finish the match?' });
    await confirm.getByText(`${home} ${score} ${away}`).waitFor();
    await confirm.getByRole('button', { name: 'Finish match' }).click();
    await official.getByText('Match finished.').waitFor();

    await expect
      .poll(() => standingsOf(visitor, home), { timeout: 15_000 })
      .toMatchObject({
        played: homeBefore.played + 1,
        won: homeBefore.won + 1,
        points: homeBefore.points + 2,
      });
    await expect
      .poll(() => standingsOf(visitor, away), { timeout: 15_000 })
      .toMatchObject({
        played: awayBefore.played + 1,
        lost: awayBefore.lost + 1,
        points: awayBefore.points + 1,
      });

    // The schedule tab has the final score too; switching tabs is not a reload.
    await visitor.getByRole('tab', { name: 'Schedule' }).click();
    const finalCard = visitor.getByRole('article', { name: contestLabel });
    await waitForText(finalCard, 'Final');
    await waitForText(finalCard, score);
    expect(await windowIsMarked(visitor)).toBe(true);
  });
});

describe('when a visitor loses pushes and the live connection drops', () => {
  it('refetches after reconnecting and shows what was missed, still without a reload', async () => {
    const { app, leagueId, liveContestId } = courtside;
    const contest = await courtside.fetchContest(liveContestId);
    const visitor = await courtside.open();

    // Between the page and the gateway: forward everything, unless told to swallow pushes.
    let swallowPushes = false;
    const swallowed: string[] = [];
    const routes: WebSocketRoute[] = [];
    await visitor.routeWebSocket(/\/socket\.io\//, (page) => {
      const server = page.connectToServer();
      routes.push(page);
      server.onMessage((frame) => {
        // Socket.IO event frames start with 42; pings and acks still pass.
        if (swallowPushes && String(frame).startsWith('42["')) {
          swallowed.push(String(frame));
          return;
        }
        page.send(frame);
      });
    });
    await visitor.goto(`/league/${leagueId}?tab=schedule`);
    const contestLabel = `${contest.first_team.name} vs ${contest.second_team.name}`;
    const card = visitor.getByRole('tabpanel').getByRole('article', { name: contestLabel });
    const before = `${contest.first_team_total} : ${contest.second_team_total}`;
    await waitForText(card, before);
    await visitor.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    await expect.poll(() => routes.length).toBeGreaterThan(0);
    await markWindow(visitor);

    swallowPushes = true;
    const official = await courtside.open(phone);
    await openScoreEntry(official, app.credentials.official, contest);
    await periodField(official, contest.first_team.name, 'Quarter 4').fill(
      String((contest.A4 ?? 0) + 3),
    );
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();
    const after = `${contest.first_team_total + 3} : ${contest.second_team_total}`;
    // The push reached the page's connection and was swallowed, so the page cannot know yet.
    await expect
      .poll(() => swallowed.some((frame) => frame.includes('"contest:updated"')), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await card.textContent()).toContain(before);

    // The connection drops and comes back: the page follows again and refetches over HTTP.
    swallowPushes = false;
    for (const route of routes) await route.close();
    await waitForText(card, after);
    expect(await windowIsMarked(visitor)).toBe(true);
  });
});

describe('when the API cannot be reached', () => {
  it('says so once after the retries and offers to try again', async () => {
    const visitor = await courtside.open();
    let attempts = 0;
    await visitor.route('**/api/leagues?**', (route) => {
      attempts += 1;
      return attempts <= 4 ? route.abort('connectionrefused') : route.continue();
    });
    await visitor.goto('/leagues');
    await visitor.getByText('Something went wrong while loading your data.').waitFor();
    const notice = 'The API did not return anything. Please try again in a moment...';
    expect(await visitor.getByText(notice).count()).toBe(1);
    expect(attempts).toBe(4);

    await visitor.getByRole('button', { name: 'Try again' }).click();
    await visitor.getByRole('table', { name: 'Public leagues' }).waitFor();
  });
});
