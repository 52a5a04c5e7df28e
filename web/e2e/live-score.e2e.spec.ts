import type { PublicContest } from '@courtside/events';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../scripts/app';
import {
  assertWebBuilt,
  launchChromium,
  markWindow,
  newUser,
  signInAsOfficial,
  standingsOf,
  waitForText,
  windowIsMarked,
} from './support';

let database: TestDatabase;
let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

let contestId: number;
let leagueId: number;
let contest: PublicContest;

async function fetchContest(id = contestId): Promise<PublicContest> {
  const response = await fetch(`${app.url}/api/contests/${id}`);
  return (await response.json()) as PublicContest;
}

async function open(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newUser(browser, app.url, viewport);
  contexts.push(context);
  return context.newPage();
}

/** Types one period's points for both teams, the way an official does on a phone. */
async function enterPeriod(page: Page, period: string, home: number, away: number) {
  await page
    .getByLabel(`${contest.first_team.name}, ${period}`, { exact: true })
    .fill(String(home));
  await page
    .getByLabel(`${contest.second_team.name}, ${period}`, { exact: true })
    .fill(String(away));
}

async function openScoreEntry(page: Page, match: PublicContest = contest) {
  const { email, password } = app.credentials.official;
  await signInAsOfficial(page, email, password);
  const home = match.first_team.name;
  const away = match.second_team.name;
  await page.getByRole('link', { name: `Enter score: ${home} vs ${away}` }).click();
  await page.getByRole('form', { name: 'Score entry' }).waitFor();
}

beforeAll(async () => {
  assertWebBuilt();
  database = await createTestDatabase(testPostgresUrl());
  app = await startApp({ databaseUrl: database.url, port: 0, host: '127.0.0.1' });
  if (!app.demo) throw new Error('the demo seed did not run');
  contestId = app.demo.inProgressContestId;
  leagueId = app.demo.inProgressLeagueId;
  contest = await fetchContest();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.close();
  await database?.drop();
});

describe('when an official enters and finishes a live match', () => {
  it('shows the public league page the new score and then the new standings without a reload', async () => {
    const home = contest.first_team.name;
    const away = contest.second_team.name;
    const matchLabel = `${home} vs ${away}`;

    // B: a visitor keeps the league page open the whole time.
    const visitor = await open();
    await visitor.goto(`/league/${leagueId}`);
    await visitor.getByRole('table', { name: 'Standings' }).waitFor();
    await visitor.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    const liveCard = visitor.getByRole('article', { name: matchLabel });
    await waitForText(liveCard, `${contest.first_team_total} : ${contest.second_team_total}`);
    const homeBefore = await standingsOf(visitor, home);
    const awayBefore = await standingsOf(visitor, away);
    await markWindow(visitor);

    // A: the official, on a phone, adds the third and fourth quarters and saves.
    const official = await open({ width: 390, height: 844 });
    await openScoreEntry(official);
    await enterPeriod(official, 'Quarter 3', 25, 18);
    await enterPeriod(official, 'Quarter 4', 22, 20);
    const homeTotal = contest.first_team_total + 47;
    const awayTotal = contest.second_team_total + 38;
    await waitForText(official.getByRole('status'), `${homeTotal} : ${awayTotal}`);
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();

    await waitForText(liveCard, `${homeTotal} : ${awayTotal}`);
    if (process.env.SCREENSHOT_PATH) {
      await visitor.screenshot({ path: process.env.SCREENSHOT_PATH, fullPage: true });
    }

    await official.getByRole('button', { name: 'Finish match' }).click();
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
    const finalCard = visitor.getByRole('article', { name: matchLabel });
    await waitForText(finalCard, 'Final');
    await waitForText(finalCard, `${homeTotal} : ${awayTotal}`);
    expect(await windowIsMarked(visitor)).toBe(true);
  });
});

describe('when two officials correct the same match at once', () => {
  it('tells the slower one someone else saved first and lets them re-apply their score', async () => {
    contest = await fetchContest();
    const first = await open({ width: 390, height: 844 });
    const second = await open({ width: 390, height: 844 });
    await openScoreEntry(first);
    await openScoreEntry(second);

    // The first official corrects the fourth quarter and saves.
    await enterPeriod(first, 'Quarter 4', 23, contest.B4 ?? 0);
    await first.getByRole('button', { name: 'Save score' }).click();
    await first.getByText('Score saved.').waitFor();

    // The second, still on the old revision, corrects the away side of the fourth quarter.
    await enterPeriod(second, 'Quarter 4', contest.A4 ?? 0, 21);
    await second.getByRole('button', { name: 'Save score' }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved first' });
    await conflict.waitFor();
    // Their score (with the first official's 23) is shown beside the second official's entry.
    const total = (table: string, team: string) =>
      conflict
        .getByRole('table', { name: table })
        .getByRole('row')
        .filter({ hasText: team })
        .getByRole('cell')
        .last()
        .textContent();
    expect(await total('Their saved score', contest.first_team.name)).toBe(
      String(contest.first_team_total + 1),
    );
    expect(await total('Your entry', contest.second_team.name)).toBe(
      String(contest.second_team_total + 1),
    );
    expect(await second.getByLabel(`${contest.second_team.name}, Quarter 4`).inputValue()).toBe(
      '21',
    );

    await conflict.getByRole('button', { name: 'Save my score over theirs' }).click();
    await second.getByText('Score saved.').waitFor();
    await expect
      .poll(async () => {
        const saved = await fetchContest();
        return { A4: saved.A4, B4: saved.B4 };
      })
      .toEqual({ A4: contest.A4, B4: 21 });
  });
});

describe('when an official tries to score a match that has not started', () => {
  it('explains the score window and keeps what was typed', async () => {
    const upcomingId = app.demo?.upcomingContestIds[0];
    if (upcomingId === undefined) throw new Error('the demo has no upcoming match');
    const upcoming = await fetchContest(upcomingId);
    const official = await open({ width: 390, height: 844 });
    await openScoreEntry(official, upcoming);

    const field = official.getByLabel(`${upcoming.first_team.name}, Quarter 1`, { exact: true });
    await field.fill('12');
    await official.getByRole('button', { name: 'Save score' }).click();

    const refusal = official.getByRole('alert').filter({ hasText: 'Not saved' });
    await waitForText(refusal, 'Score update not allowed at this time.');
    expect(await field.inputValue()).toBe('12');
  });
});

describe('when the answer to a save is lost on a weak connection', () => {
  it('keeps the values and stores the re-sent save once', async () => {
    contest = await fetchContest();
    const official = await open({ width: 390, height: 844 });
    await openScoreEntry(official);
    const field = official.getByLabel(`${contest.first_team.name}, Quarter 4`, { exact: true });
    await field.fill(String((contest.A4 ?? 0) + 2));

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
    expect(await field.inputValue()).toBe(String((contest.A4 ?? 0) + 2));

    // Tapping Save again re-sends the same attempt (same Idempotency-Key): the server answers
    // with the first result instead of a conflict with itself.
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();
    expect(
      await official.getByRole('alert').filter({ hasText: 'Someone else saved first' }).count(),
    ).toBe(0);
    expect(sent).toBe(2);
    expect((await fetchContest()).A4).toBe((contest.A4 ?? 0) + 2);
  });
});

describe('when a visitor loses pushes and the live connection drops', () => {
  it('refetches after reconnecting and shows what was missed, still without a reload', async () => {
    contest = await fetchContest();
    const matchLabel = `${contest.first_team.name} vs ${contest.second_team.name}`;
    const visitor = await open();

    // Between the page and the gateway: forward everything, unless told to swallow pushes.
    let swallowPushes = false;
    const routes: WebSocketRoute[] = [];
    await visitor.routeWebSocket(/\/socket\.io\//, (page) => {
      const server = page.connectToServer();
      routes.push(page);
      server.onMessage((frame) => {
        // Socket.IO event frames start with 42; pings and acks still pass.
        if (swallowPushes && String(frame).startsWith('42["')) return;
        page.send(frame);
      });
    });
    await visitor.goto(`/league/${leagueId}?tab=schedule`);
    const card = visitor.getByRole('tabpanel').getByRole('article', { name: matchLabel });
    const before = `${contest.first_team_total} : ${contest.second_team_total}`;
    await waitForText(card, before);
    await visitor.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    await expect.poll(() => routes.length).toBeGreaterThan(0);
    await markWindow(visitor);

    swallowPushes = true;
    const official = await open({ width: 390, height: 844 });
    await openScoreEntry(official);
    await official
      .getByLabel(`${contest.first_team.name}, Quarter 4`, { exact: true })
      .fill(String((contest.A4 ?? 0) + 3));
    await official.getByRole('button', { name: 'Save score' }).click();
    await official.getByText('Score saved.').waitFor();
    const after = `${contest.first_team_total + 3} : ${contest.second_team_total}`;
    // The push was swallowed, so the page cannot know yet.
    await visitor.waitForTimeout(1500);
    expect(await card.textContent()).toContain(before);

    // The connection drops and comes back: the page follows again and refetches over HTTP.
    swallowPushes = false;
    for (const route of routes) await route.close();
    await waitForText(card, after);
    expect(await windowIsMarked(visitor)).toBe(true);
  });
});
