import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';
import { phone } from './support/courtside';
import { signInAsOfficial } from './support/screens';

const { courtside, admin } = superAdminForFile();

/** The administrator writes a two-question test in the form, as a new user would. */
async function writeTest(page: Page): Promise<void> {
  await page.getByRole('link', { name: "Officials' tests" }).click();
  // The demo has tests already: one its official passed, one he has not started.
  await page.getByText('Mehanika suđenja u troje').waitFor();
  await page.getByRole('link', { name: 'New test' }).click();
  await page.getByLabel('Title').fill('Pravila igre 2026');
  await page.getByLabel('Question', { exact: true }).fill('How many periods does a game have?');
  await page.getByLabel('Option 1', { exact: true }).fill('Four');
  await page.getByLabel('Option 2', { exact: true }).fill('Two');

  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question', { exact: true }).nth(1).fill('Which of these are fouls?');
  await page.getByRole('switch', { name: 'Several correct answers' }).nth(1).check();
  await page.getByLabel('Option 1', { exact: true }).nth(1).fill('Charging');
  await page.getByLabel('Option 2', { exact: true }).nth(1).fill('Blocking');
  await page.getByRole('button', { name: 'Add an option' }).nth(1).click();
  await page.getByLabel('Option 3', { exact: true }).fill('A jump ball');
  await page.getByLabel('Option 2 is correct').nth(1).check();
  await page.getByRole('button', { name: 'Save the test' }).click();
  await page.getByRole('heading', { name: 'Pravila igre 2026' }).waitFor();
}

describe('when an administrator writes a test and gives it to an official', () => {
  it('the official takes it once on a phone and both see the result', async () => {
    await writeTest(admin);
    const picker = admin.getByRole('combobox', { name: 'Give the test to' });
    await picker.click();
    await picker.fill('Marko');
    await admin.getByRole('option', { name: /Marko Petrović/ }).click();
    await admin.getByRole('button', { name: 'Give the test' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const row = admin.getByRole('row', { name: /Marko Petrović/ });
    await row.getByText('Not started').waitFor();

    const official = await courtside.open(phone);
    const { email, password } = courtside.app.credentials.official;
    await signInAsOfficial(official, email, password);
    await official.getByRole('link', { name: 'My tests' }).click();
    // The demo official has tests of his own already: this one is read on its own card.
    const card = official.getByRole('article', { name: 'Pravila igre 2026' });
    await card.getByRole('link', { name: 'Open' }).click();
    await official.getByRole('button', { name: 'Start the test' }).click();
    await official
      .getByRole('dialog', { name: 'Start now?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await official.getByRole('timer').waitFor();
    // While the test runs, the page says nothing about which options are correct.
    expect(await official.getByText('correct', { exact: false }).count()).toBe(0);

    await official.getByRole('radio', { name: 'Four' }).check();
    await official.getByRole('checkbox', { name: 'Charging' }).check();
    await official.getByRole('checkbox', { name: 'Blocking' }).check();
    const overflow = await official.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await official.getByRole('button', { name: 'Hand in the answers' }).click();
    await official
      .getByRole('dialog', { name: 'Hand in now?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await official.getByText('2 of 2 questions right (100 %); the pass mark is 70 %.').waitFor();

    await official.getByRole('link', { name: 'Back to my tests' }).click();
    // The result page says "Passed" too, and stays on screen while the list loads:
    // wait for the list itself before reading it.
    await official.getByRole('heading', { name: 'My tests' }).waitFor();
    await expect.poll(() => card.getByRole('link', { name: 'See the result' }).count()).toBe(1);
    await card.getByText('Passed').waitFor();

    await admin.reload();
    await admin
      .getByRole('row', { name: /Marko Petrović/ })
      .getByText('Passed')
      .waitFor();
    await admin.getByText('2 / 2 (100 %)').waitFor();
  });
});
