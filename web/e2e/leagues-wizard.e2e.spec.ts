import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

const { admin } = superAdminForFile();

describe('when an admin creates a round-robin league with the wizard', () => {
  it('refuses more than 20 teams, then schedules 12 contests for 4 teams in a double round', async () => {
    // The spec's parent path redirects to the list with its tab in the hash query.
    await admin.goto('/administration/leagues');
    await admin.getByRole('heading', { name: 'Leagues', level: 1 }).waitFor();
    expect(admin.url()).toContain('/administration/leagues/league?hash=league');
    await admin.getByRole('button', { name: 'New league' }).click();
    await admin.getByRole('menuitem', { name: 'League', exact: true }).click();
    await admin.getByRole('heading', { name: 'New League' }).waitFor();

    // Basics: the spec's limit, in its words, before anything is sent.
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Zimska liga');
    await admin.getByLabel('Number of teams').fill('21');
    // The date is typed day.month.year, whatever the browser's own format is (spec §9).
    const startDate = admin.getByLabel(/^Start date/);
    await startDate.pressSequentially('7.12.2026');
    await startDate.press('Tab');
    expect(await startDate.inputValue()).toBe('07.12.2026');
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByText('Maximum teams 20.').waitFor();
    await admin.getByLabel('Number of teams').fill('4');
    await admin.getByRole('button', { name: 'Next' }).click();

    // Teams: four of the catalogue.
    const picker = admin.getByRole('combobox', { name: 'Teams' });
    await picker.click();
    const options = admin.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const names = (await options.allTextContents()).slice(0, 4);
    expect(names).toHaveLength(4);
    for (const name of names) {
      await admin.getByRole('listbox').getByRole('option', { name, exact: true }).click();
    }
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Next' }).click();

    // Schedule preview, then create.
    await admin.getByText('12 matches over 6 matchdays').waitFor();
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByRole('button', { name: 'Create league' }).click();

    // The league page opens on its schedule: every pair home and away.
    await admin.getByRole('heading', { name: 'Zimska liga' }).waitFor();
    await admin.getByRole('tab', { name: 'Schedule', selected: true }).waitFor();
    await admin.getByText('12 matches').waitFor();
    expect(await admin.getByTestId('schedule-contest').count()).toBe(12);
    const pairs = new Set<string>();
    for (const row of await admin.getByTestId('schedule-contest').all()) {
      const cells = await row.getByRole('cell').allTextContents();
      pairs.add(`${cells[1]}|${cells[2]}`);
    }
    expect(pairs.size).toBe(12);
    expect(admin.url()).toContain('hash=schedule');
  });
});
