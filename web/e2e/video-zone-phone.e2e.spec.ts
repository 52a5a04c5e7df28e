import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';
import { phone, signInToVideoZone } from './support/screens';

// Issue 11: the representative's side of bookings on a phone: the video-zone menu, the
// league's own recording packages in the booking form, and cancelling a booking.

const { courtside, admin } = superAdminForFile();

async function signInRepresentative(page: Page): Promise<void> {
  await signInToVideoZone(page, courtside.app.credentials.representative);
  await page.goto('/video-zone/schedule-recording');
}

/** The league of the club's bookable matches, as the representative's screen reads it. */
async function videoZoneLeague(page: Page): Promise<number> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/video-zone/bookings', {
      headers: { accept: 'application/json' },
    });
    return (await response.json()) as { matches: { league_id: number }[] };
  });
  const leagueId = answer.matches[0]?.league_id;
  if (!leagueId) throw new Error('the demo club has no bookable match');
  return leagueId;
}

describe('when a representative uses the video zone on a 360 px phone', () => {
  it('opens the menu from its button, sees the current page marked and moves between pages', async () => {
    const page = await courtside.open(phone);
    await signInRepresentative(page);
    const menuButton = page.getByRole('button', { name: 'Video zone menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    // Keyboard: the button takes focus and opens the list with Enter.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Video zone' });
    const current = menu.getByRole('link', { name: 'Schedule recording' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    await menu.getByRole('link', { name: 'Video on demand' }).click();
    await page.waitForURL((url) => url.pathname === '/video-zone/video-on-demand');
    await menu.waitFor({ state: 'hidden' });

    await menuButton.click();
    expect(
      await menu.getByRole('link', { name: 'Video on demand' }).getAttribute('aria-current'),
    ).toBe('page');
    await menu.getByRole('link', { name: 'Schedule recording' }).click();
    await page.waitForURL((url) => url.pathname === '/video-zone/schedule-recording');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('books with the one package the league offers, then cancels the booking after confirming', async () => {
    const representative = await courtside.open(phone);
    await signInRepresentative(representative);
    const leagueId = await videoZoneLeague(representative);

    // The administrator narrows the league's offer to two cameras only.
    await admin.goto(`/administration/leagues/league/${leagueId}/settings`);
    const settings = admin.getByRole('form', { name: 'League settings' });
    const offer = settings.getByRole('group', { name: /Recording packages offered/ });
    await offer.getByRole('checkbox', { name: 'One camera' }).uncheck();
    await offer.getByRole('checkbox', { name: 'Full production' }).uncheck();
    await offer.getByRole('checkbox', { name: 'Two cameras' }).uncheck();
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText('Offer at least one recording package.').waitFor();
    await offer.getByRole('checkbox', { name: 'Two cameras' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('League settings saved.').waitFor();

    await representative.reload();
    await representative.getByRole('button', { name: 'Book recording' }).first().click();
    const dialog = representative.getByRole('dialog', { name: 'Book a recording' });
    await dialog.getByText('Package: Two cameras (the one this league offers)').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Package' }).count()).toBe(0);
    const match = ((await dialog.locator('p').first().textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const bookings = representative.getByRole('region', { name: 'Your bookings' });
    const card = bookings.locator('[data-booking]').filter({ hasText: match });
    await card.getByText('Requested').waitFor();
    await card.getByText('Two cameras').waitFor();

    await card.getByRole('button', { name: `Cancel the booking of ${match}` }).click();
    const question = representative.getByRole('dialog', { name: 'Cancel the booking' });
    await question.getByText(`Cancel the recording of ${match}?`, { exact: false }).waitFor();
    const yes = question.getByRole('button', { name: 'Yes' });
    expect(await yes.isDisabled()).toBe(true);
    await question.getByLabel('Reason').fill('Utakmica je pomerena.');
    await yes.click();
    await question.waitFor({ state: 'hidden' });
    await card.getByText('Cancelled').waitFor();
    await card.getByText('Reason: Utakmica je pomerena.').waitFor();
    expect(await card.getByRole('button', { name: /^Cancel the booking of / }).count()).toBe(0);
  });
});
