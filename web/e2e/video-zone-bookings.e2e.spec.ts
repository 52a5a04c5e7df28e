import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';
import { markWindow, windowIsMarked } from './support/browser';
import { bookFirstRecording, phone, signInToVideoZone } from './support/screens';

const { courtside, admin } = superAdminForFile();

async function signInRepresentative(page: Page): Promise<void> {
  await signInToVideoZone(page, courtside.app.credentials.representative);
  await page.goto('/video-zone/schedule-recording');
}

describe('when a representative books a recording and an administrator confirms it', () => {
  it('shows the booking confirmed on the representative’s phone without a reload', async () => {
    const representative = await courtside.open(phone);
    await signInRepresentative(representative);
    const bookings = representative.getByRole('region', { name: 'Your bookings' });
    // The demo's bookings of the club's next matches, each in its own state.
    await bookings.getByText('Refused').first().waitFor();
    await bookings.getByText('Reason: Ekipa za snimanje je tog dana zauzeta.').first().waitFor();
    await bookings.getByText('Live', { exact: true }).waitFor();

    const { match, card } = await bookFirstRecording(
      representative,
      'Kamera kod zapisničkog stola.',
    );
    await markWindow(representative);

    await admin.goto('/administration/leagues/video-on-demand');
    await admin.getByRole('heading', { name: 'Video on demand' }).waitFor();
    await admin.getByRole('button', { name: `Confirm the booking of ${match}` }).click();
    const question = admin.getByRole('dialog');
    await question.getByText(`Confirm the recording of ${match}?`, { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Yes' }).click();
    await question.waitFor({ state: 'hidden' });

    await card.getByText('Confirmed').waitFor();
    expect(await windowIsMarked(representative)).toBe(true);
    // The page is laid out for the phone: nothing wider than the screen.
    const overflow = await representative.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('will not refuse a booking without the reason the club is shown', async () => {
    await admin.goto('/administration/leagues/video-on-demand');
    const refuse = admin.getByRole('button', { name: /^Refuse the booking of / }).first();
    await refuse.click();
    const question = admin.getByRole('dialog');
    const yes = question.getByRole('button', { name: 'Yes' });
    expect(await yes.isDisabled()).toBe(true);
    await question.getByLabel('Reason').fill('Nema slobodne ekipe.');
    expect(await yes.isDisabled()).toBe(false);
    await yes.click();
    await question.waitFor({ state: 'hidden' });
    await admin.getByRole('cell', { name: 'Refused' }).first().waitFor();
  });
});
