import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();

/** A real PNG of the given size, as a file chooser hands it over. */
function png(name: string, width: number, height: number) {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = 200;
    image.data[i + 1] = 30;
    image.data[i + 2] = 40;
    image.data[i + 3] = 255;
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

beforeAll(async () => {});

describe('when an admin adds a team with a logo', () => {
  it('refuses a logo over 1000×1000, takes one that fits, and lists the team with it', async () => {
    await admin.getByRole('link', { name: 'Teams' }).click();
    await admin.getByRole('heading', { name: 'Teams' }).waitFor();
    await admin.getByRole('link', { name: 'New team' }).click();
    await admin.getByRole('heading', { name: 'New team' }).waitFor();

    await admin.getByLabel(/^Name\s*\*?$/).fill('Spartak Subotica');
    await admin.getByLabel('Full name').fill('KK Spartak Subotica');
    await admin.getByLabel('City').fill('Subotica');

    const chooser = admin.locator('input[type="file"]');
    await chooser.setInputFiles(png('too-wide.png', 1001, 1000));
    await admin.getByText('Team logo at most 1000x1000.').waitFor();
    expect(await admin.getByRole('img', { name: 'Logo preview' }).count()).toBe(0);

    await chooser.setInputFiles(png('spartak.png', 120, 120));
    const preview = admin.getByRole('img', { name: 'Logo preview' });
    await preview.waitFor();
    await admin.getByRole('button', { name: 'Save' }).click();

    await admin.getByRole('heading', { name: 'Teams' }).waitFor();
    const table = admin.getByRole('table', { name: 'Teams' });
    const row = table.getByRole('row').filter({ hasText: 'Spartak Subotica' });
    await row.getByText('KK Spartak Subotica').waitFor();
    // Newest first: the new team heads the list.
    const firstRow = table.getByRole('row').nth(1);
    expect(await firstRow.textContent()).toContain('Spartak Subotica');
    const logo = row.getByRole('img', { name: 'Logo of Spartak Subotica' });
    await logo.waitFor();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(120);
  });

  it('shows the club on its public page, embeddable without signing in', async () => {
    const table = admin.getByRole('table', { name: 'Teams' });
    const href = await table
      .getByRole('link', { name: 'Spartak Subotica', exact: true })
      .getAttribute('href');
    const id = href?.split('/').pop();
    const visitor = await courtside.open();
    await visitor.goto(`/integrations/club/${id}/details`);
    await visitor.getByRole('heading', { name: 'Spartak Subotica' }).waitFor();
    await visitor.getByText('KK Spartak Subotica').waitFor();
    const logo = visitor.getByRole('img', { name: 'Logo of Spartak Subotica' });
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(120);
  });
});
