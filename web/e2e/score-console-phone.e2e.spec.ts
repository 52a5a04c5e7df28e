import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phone, courtsideForFile } from './support/courtside';
import { enterPeriod, openScoreEntry, periodField } from './support/screens';

// The score console as a new official meets it on a 390 × 844 phone (issue 9, part D): their
// name and sign-out in the header, a conflict panel whose buttons fit the screen, other
// officials' saves arriving live, an offline state that says what waits, and a question with
// the final score before the match is finished.

const courtside = courtsideForFile();

/**
 * Whether the element lies wholly inside the phone's screen width, the page does too, and no
 * text inside it is cut off.
 */
async function fitsTheScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const clipped = await locator.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll('*'))].some(
      (inner) => inner.scrollWidth > inner.clientWidth + 1,
    ),
  );
  return (
    box !== null &&
    box.x >= 0 &&
    box.x + box.width <= phone.width &&
    pageWidth <= phone.width &&
    !clipped
  );
}

/** Picks a language from the phone's menu, as an official would. */
async function chooseLanguage(page: Page, code: string, menu: string): Promise<void> {
  const inHeader = page.getByRole('banner').getByRole('combobox');
  if (await inHeader.isVisible()) {
    await inHeader.selectOption(code);
    return;
  }
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('dialog').getByRole('combobox').selectOption(code);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

async function openConsole(): Promise<Page> {
  const contest = await courtside.fetchContest(courtside.liveContestId);
  const page = await courtside.open(phone);
  await openScoreEntry(page, courtside.app.credentials.official, contest);
  return page;
}

describe('when an official signs in on a phone', () => {
  it('shows their name and sign-out in the header, not "Log in"', async () => {
    const page = await openConsole();
    const { name } = (await page.evaluate(async () => {
      const answer = await fetch('/api/officials/user', {
        headers: { accept: 'application/json' },
      });
      return ((await answer.json()) as { user: { name: string } }).user;
    })) as { name: string };
    const header = page.getByRole('banner');
    const who = header.getByLabel(`Signed in as ${name}`);
    await who.waitFor();
    expect(await who.textContent()).toBe(name);
    const signOut = header.getByRole('button', { name: 'Sign out' });
    expect(await fitsTheScreen(page, signOut)).toBe(true);
    expect(await header.getByRole('button', { name: 'Log in' }).count()).toBe(0);

    await signOut.click();
    await header.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await header.getByLabel(`Signed in as ${name}`).count()).toBe(0);
  });
});

describe('when two officials save the same match at once on phones', () => {
  it('shows the whole conflict panel, its "save mine over theirs" button inside the screen', async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const first = await openConsole();
    const second = await openConsole();
    await enterPeriod(first, contest, 'Quarter 3', 21, 19);
    await enterPeriod(second, contest, 'Quarter 3', 23, 16);
    await first.getByRole('button', { name: 'Save score' }).click();
    await first.getByText('Score saved.').waitFor();
    await second.getByRole('button', { name: 'Save score' }).click();

    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved first' });
    await conflict.waitFor();
    const mine = conflict.getByRole('button', { name: 'Save my score over theirs' });
    const theirs = conflict.getByRole('button', { name: 'Keep their score' });
    await mine.scrollIntoViewIfNeeded();
    expect(await fitsTheScreen(second, mine)).toBe(true);
    expect(await fitsTheScreen(second, theirs)).toBe(true);
    // Serbian, a new official's first language, has the longest words.
    for (const [code, menu, label] of [
      ['sr-Latn', 'Open menu', 'Sačuvaj moj rezultat preko njihovog'],
      ['sr-Cyrl', 'Otvori meni', 'Сачувај мој резултат преко њиховог'],
      ['en', 'Отвори мени', 'Save my score over theirs'],
    ] as const) {
      await chooseLanguage(second, code, menu);
      const button = second.getByRole('alert').getByRole('button', { name: label });
      await button.scrollIntoViewIfNeeded();
      expect(await fitsTheScreen(second, button), label).toBe(true);
    }

    await mine.click();
    await second.getByText('Score saved.').waitFor();
    await expect.poll(async () => (await courtside.fetchContest(contest.id)).A3).toBe(23);
  });
});

describe("when another official saves while this one's console is open", () => {
  it('shows their save at once, and this official saves next without a conflict', async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const watching = await openConsole();
    const saving = await openConsole();
    const homeSecond = (contest.A2 ?? 0) + 4;
    await periodField(saving, contest.first_team.name, 'Quarter 2').fill(String(homeSecond));
    await saving.getByRole('button', { name: 'Save score' }).click();
    await saving.getByText('Score saved.').waitFor();

    const field = periodField(watching, contest.first_team.name, 'Quarter 2');
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(String(homeSecond));

    await periodField(watching, contest.second_team.name, 'Quarter 2').fill(
      String((contest.B2 ?? 0) + 2),
    );
    await watching.getByRole('button', { name: 'Save score' }).click();
    await watching.getByText('Score saved.').waitFor();
    const conflicts = watching.getByRole('alert').filter({ hasText: 'Someone else saved first' });
    expect(await conflicts.count()).toBe(0);
  });
});

describe('when the phone loses its network while the official keeps scoring', () => {
  it('says how many changes wait, in all three languages, and sends them once back', async () => {
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const page = await openConsole();
    await page.context().setOffline(true);
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await offline.waitFor();

    const homeFourth = periodField(page, contest.first_team.name, 'Quarter 4');
    await homeFourth.fill(String((contest.A4 ?? 0) + 1));
    await page.getByRole('button', { name: 'Save score' }).click();
    await offline.getByText('Not yet saved: 1 change, sent when you are back online.').waitFor();
    const last = (contest.A4 ?? 0) + 3;
    await homeFourth.fill(String(last));
    await page.getByRole('button', { name: 'Save score' }).click();
    await offline.getByText('Not yet saved: 2 changes, sent when you are back online.').waitFor();
    // No endless "Sending…" while there is no network, and nothing to finish yet.
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Finish match' }).isDisabled()).toBe(true);

    await chooseLanguage(page, 'sr-Latn', 'Open menu');
    await page
      .getByText('Još nije sačuvano: 2 izmene, biće poslate kada se vratite na mrežu.')
      .waitFor();
    await chooseLanguage(page, 'sr-Cyrl', 'Otvori meni');
    await page
      .getByText('Још није сачувано: 2 измене, биће послате када се вратите на мрежу.')
      .waitFor();
    await chooseLanguage(page, 'en', 'Отвори мени');

    await page.context().setOffline(false);
    await page.getByText('Score saved.').waitFor();
    await offline.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await courtside.fetchContest(contest.id)).A4).toBe(last);
  });
});

describe('when the official taps "Finish match"', () => {
  it('asks first, showing the final score, and finishes only on yes', async () => {
    const page = await openConsole();
    const contest = await courtside.fetchContest(courtside.liveContestId);
    const finish = page.getByRole('button', { name: 'Finish match' });
    await finish.click();
    const dialog = page.getByRole('dialog', { name: 'Finish the match?' });
    await dialog
      .getByText(
        `Final score: ${contest.first_team.name} ${contest.first_team_total} : ${contest.second_team_total} ${contest.second_team.name}.`,
      )
      .waitFor();
    expect(await fitsTheScreen(page, dialog.getByRole('button', { name: 'Finish match' }))).toBe(
      true,
    );

    await dialog.getByRole('button', { name: 'Not yet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await courtside.fetchContest(contest.id)).status).not.toBe('finished');

    await finish.click();
    await dialog.getByRole('button', { name: 'Finish match' }).click();
    await page.getByText('Match finished.').waitFor();
    await expect
      .poll(async () => (await courtside.fetchContest(contest.id)).status)
      .toBe('finished');
  });
});
