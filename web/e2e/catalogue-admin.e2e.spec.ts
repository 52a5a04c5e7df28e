import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

const { admin } = superAdminForFile();

describe('when an admin reorders categories', () => {
  it('moves one up, keeps the order after a reload, and moves one back by dragging', async () => {
    await admin.getByRole('link', { name: 'Categories' }).click();
    const table = admin.getByRole('table', { name: 'Categories' });
    const names = async () =>
      (await table.getByRole('row').allTextContents()).slice(1).map((row) => row.trim());
    await table.getByRole('cell', { name: 'Juniori', exact: true }).waitFor();
    expect((await names())[0]).toContain('Seniori');

    await admin.getByRole('button', { name: 'Move Juniori up' }).click();
    await expect.poll(async () => (await names())[0]).toContain('Juniori');
    await admin.reload();
    await table.getByRole('cell', { name: 'Juniori', exact: true }).waitFor();
    expect((await names())[0]).toContain('Juniori');
    expect((await names())[1]).toContain('Seniori');

    // Dragging a row onto another takes that row's place.
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await row('Seniori').dragTo(row('Juniori'));
    await expect.poll(async () => (await names())[0]).toContain('Seniori');
  });
});

describe('when an admin adds an arena', () => {
  it('refuses a latitude out of range, then lists the arena with its map link', async () => {
    await admin.getByRole('link', { name: 'Arenas' }).click();
    await admin.getByRole('button', { name: 'New arena' }).click();
    const form = admin.getByRole('dialog', { name: 'New arena' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Hala Pionir');
    await form.getByLabel('City').fill('Beograd');
    await form.getByLabel('Latitude').fill('95');
    await form.getByLabel('Longitude').fill('20.4612');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Latitude must be between -90 and 90.').waitFor();
    await form.getByLabel('Latitude').fill('44.8125');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    const row = admin.getByRole('row').filter({ hasText: 'Hala Pionir' });
    const map = row.getByRole('link', { name: 'Open map' });
    await map.waitFor();
    expect(await map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=44.8125&mlon=20.4612#map=17/44.8125/20.4612',
    );
  });
});

describe('when an admin imports teams from a CSV file', () => {
  it('previews each row’s problems and imports only the valid ones', async () => {
    await admin.getByRole('link', { name: 'Teams' }).click();
    await admin.getByRole('link', { name: 'Import teams' }).click();
    const csv = [
      'name,full_name,category,city,arena',
      'Borac Čačak,KK Borac,Seniori,Čačak,',
      'Vojvodina,,,,',
      ',Bez imena,,,',
      'Mega,,Veterani,,',
    ].join('\n');
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const preview = admin.getByRole('table', { name: 'Rows in the file' });
    await preview.getByText('A team with this name already exists.').waitFor();
    await preview.getByText('This field is required.').waitFor();
    await preview.getByText('There is no such category.').waitFor();
    await admin.getByText('1 row ready').waitFor();
    await admin.getByText('3 rows with problems').waitFor();

    await admin.getByRole('button', { name: 'Import 1 team' }).click();
    await admin.getByText('1 team imported.').waitFor();
    await admin.getByRole('button', { name: 'Back to teams' }).click();
    const teams = admin.getByRole('table', { name: 'Teams' });
    await teams.getByRole('link', { name: 'Borac Čačak', exact: true }).waitFor();
    expect(await teams.getByRole('link', { name: 'Mega', exact: true }).count()).toBe(0);
  });
});
