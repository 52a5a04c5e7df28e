import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

// Issue 12: `npm start` runs both providers' fakes and points the platform at them, so the
// super-admin browses Genius Sports along the spec's routes and imports a competition; a second
// preview shows nothing changed. Atrium's screens answer on a phone without sideways scrolling.

const { admin } = superAdminForFile();

describe('when the super-admin imports a Genius Sports competition', () => {
  it('walks from the menu to the matches, previews, applies, and a second preview shows no changes', async () => {
    await admin.getByRole('link', { name: 'Genius Sports' }).click();
    await admin.getByRole('heading', { name: 'Genius Sports: leagues' }).waitFor();
    await admin.getByRole('link', { name: 'Košarkaški savez Srbije' }).click();
    await admin.getByRole('link', { name: 'Prva muška liga 2026/27' }).click();
    await admin.getByRole('heading', { name: 'Genius Sports: matches' }).waitFor();
    await admin.getByTestId('provider-fixture').first().waitFor();
    expect(await admin.getByTestId('provider-fixture').count()).toBe(132);

    await admin.getByRole('button', { name: 'Show what would change' }).click();
    await admin.getByText('A new league will be created: Prva muška liga 2026/27.').waitFor();
    await admin.getByText('Teams: 12 new, 0 changed, 0 unchanged.').waitFor();
    await admin.getByText('Fixtures: 132 new, 0 changed, 0 unchanged.').waitFor();
    await admin.getByRole('button', { name: 'Apply these changes' }).click();
    // Answered at once: the job's progress bar, then its summary and the league's link.
    await admin
      .getByRole('progressbar', { name: 'Import progress' })
      .or(admin.getByText('Imported. Open the league:'))
      .first()
      .waitFor();
    await admin.getByText('Imported. Open the league:').waitFor({ timeout: 120_000 });
    await admin.getByText('145 created, 0 updated, 0 unchanged.', { exact: false }).waitFor();

    await admin.getByRole('button', { name: 'Show what would change' }).click();
    await admin.getByText('Fixtures: 0 new, 0 changed, 132 unchanged.').waitFor();
    await admin.getByText('Nothing changed since the last import.').waitFor();

    await admin.getByRole('link', { name: 'KK Vojvodina' }).first().click();
    await admin.getByRole('heading', { name: 'Team' }).waitFor();
    await admin.getByText('Code: VOJ').waitFor();
  });
});

describe('when the super-admin opens Atrium on a phone', () => {
  it('walks categories to a season’s fixtures with nothing wider than the screen', async () => {
    const page = admin;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/administration/atrium/categories');
    await page.getByRole('heading', { name: 'Atrium: categories' }).waitFor();
    await page.getByRole('link', { name: 'Košarkaški savez Srbije' }).click();
    await page.getByRole('link', { name: 'Prva ženska liga' }).click();
    await page.getByRole('link', { name: 'Prva ženska liga 2026/27' }).click();
    await page.getByRole('heading', { name: 'Atrium: fixtures' }).waitFor();
    await page.getByTestId('provider-fixture').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
