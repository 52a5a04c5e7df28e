import type { PublicContest } from '@courtside/events';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function signInAsOfficial(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/officials/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'My matches' }).waitFor();
}

/** A phone held upright, the narrowest the product is laid out for. */
export const phone = { width: 360, height: 740 };

/** Signs in on the video-zone login page and waits to be sent on from it. */
export async function signInToVideoZone(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto('/video-zone/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Signs in and opens a contest from today's list, as an official does. */
export async function openScoreEntry(
  page: Page,
  credentials: { email: string; password: string },
  contest: PublicContest,
): Promise<void> {
  await signInAsOfficial(page, credentials.email, credentials.password);
  const name = `Enter score: ${contest.first_team.name} vs ${contest.second_team.name}`;
  await page.getByRole('link', { name }).click();
  await page.getByRole('form', { name: 'Score entry' }).waitFor();
}

/** One team's score field for a period ("Quarter 3", "Extra time"). */
export function periodField(page: Page, team: string, period: string) {
  return page.getByLabel(`${team}, ${period}`, { exact: true });
}

/** Types one period's points for both teams. */
export async function enterPeriod(
  page: Page,
  contest: PublicContest,
  period: string,
  home: number,
  away: number,
): Promise<void> {
  await periodField(page, contest.first_team.name, period).fill(String(home));
  await periodField(page, contest.second_team.name, period).fill(String(away));
}

/** The numbers of one team's standings row. */
export async function standingsOf(page: Page, team: string) {
  const cells = page.getByRole('row', { name: team, exact: true }).getByRole('cell');
  const texts = await cells.allTextContents();
  const [position, played, won, lost, pointsFor, pointsAgainst, , points] = texts.map(Number);
  const value = (n: number | undefined) => n ?? Number.NaN;
  return {
    position: value(position),
    played: value(played),
    won: value(won),
    lost: value(lost),
    pointsFor: value(pointsFor),
    pointsAgainst: value(pointsAgainst),
    points: value(points),
  };
}

/**
 * On the representative's schedule: books the first match offered, with notes for the crew when
 * given, and waits for its card to say Requested. Answers the match as the dialog named it.
 */
export async function bookFirstRecording(page: Page, notes?: string) {
  await page.getByRole('button', { name: 'Book recording' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a recording' });
  const match = ((await dialog.locator('p').first().textContent()) ?? '').trim();
  expect(match).toMatch(/ – /);
  if (notes) await dialog.getByLabel('Notes for the crew').fill(notes);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const card = page
    .getByRole('region', { name: 'Your bookings' })
    .locator('[data-booking]')
    .filter({ hasText: match });
  await card.getByText('Requested').waitFor();
  return { match, card };
}

/** Where the page's match video is, in seconds. */
export const videoTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * Starts the match video on the player page, muted (a browser lets a page start playback without
 * a gesture of its own then), and waits until it has played half a second. Answers the element.
 */
export async function startMatchVideo(page: Page) {
  const video = page.getByLabel('Match video', { exact: true });
  await video.waitFor();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  return video;
}
