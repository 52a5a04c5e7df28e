import { makeJmbg } from '@courtside/events';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('dialog')
    .getByLabel(new RegExp(`^${label}`))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('when an admin issues a licence', () => {
  it('the public club page shows the player without private fields', async () => {
    const birthDate = '2006-04-23';
    const jmbg = makeJmbg(birthDate, '80', '917');
    const wrongDigit = jmbg.slice(0, 12) + String((Number(jmbg[12]) + 1) % 10);

    await admin.getByRole('link', { name: 'Licences' }).click();
    await admin.getByRole('heading', { name: 'Licences' }).waitFor();
    await admin.getByRole('button', { name: 'Issue licence' }).click();
    const form = admin.getByRole('dialog');
    await choose(admin, 'Club', 'Vojvodina');
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Aleksej');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Pokuševski');
    await form.getByLabel(/^Season/).fill('2026/27');
    // Typed day.month.year, whatever the browser's own format is (spec §9).
    const birthDateField = form.getByLabel(/^Birth date/);
    await birthDateField.pressSequentially(birthDate.split('-').reverse().join('.'));
    await birthDateField.press('Tab');
    expect(await birthDateField.inputValue()).toBe('23.04.2006');
    await form.getByLabel('Birth place').fill('Beograd');
    await form.getByLabel('EBR number').fill('EBR-424242');
    await form.getByLabel('Number', { exact: true }).fill('17');
    await form.getByLabel('Position').fill('power forward');
    await form.getByLabel(/^JMBG/).fill(wrongDigit);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('JMBG is not valid: its check digit is wrong.').waitFor();

    await form.getByLabel(/^JMBG/).fill(jmbg);
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Licence issued.').waitFor();
    // The preview lists every club's licences, ten a page: the search finds the new one.
    await admin.getByRole('textbox', { name: 'Search' }).fill('Pokuševski');
    const table = admin.getByRole('table', { name: 'Licences' });
    await table
      .getByRole('row')
      .filter({ hasText: 'Pokuševski Aleksej' })
      .getByText(jmbg)
      .waitFor();

    // The club's team as the catalogue has it: its id opens the public club page.
    const teamId = await admin.evaluate(async () => {
      const answer = await fetch('/api/admin/teams?search=Vojvodina', {
        headers: { accept: 'application/json' },
      });
      const body = (await answer.json()) as { data: { id: number; name: string }[] };
      return body.data.find((team) => team.name === 'Vojvodina')?.id;
    });
    expect(teamId).toBeGreaterThan(0);

    const visitor = await courtside.open();
    await visitor.goto(`/integrations/club/${String(teamId)}/details`);
    const players = visitor.getByRole('table', { name: 'Licensed players' });
    const row = players.getByRole('row').filter({ hasText: 'Aleksej Pokuševski' });
    await row.waitFor();
    expect(await row.textContent()).toContain('2006');
    expect(await row.textContent()).toContain('power forward');
    const page = (await visitor.locator('body').textContent()) ?? '';
    for (const secret of [jmbg, 'EBR-424242', '23.04.2006', birthDate]) {
      expect(page).not.toContain(secret);
    }
    // Beograd is the demo's birth place for nobody at Vojvodina (Novi Sad): not on the page.
    expect(page).not.toContain('Beograd');
  });
});

/** A square PNG logo of the given side. */
function logo(side: number): Buffer {
  const image = new PNG({ width: side, height: side });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe('when an admin gives a club its logo and home arena', () => {
  it('keeps both within the limits and the public club page shows them', async () => {
    await admin.goto('/administration/leagues/clubs');
    await admin.getByRole('table', { name: 'Clubs' }).waitFor();
    // Ten clubs a page, by name: the search finds Vojvodina.
    await admin.getByRole('searchbox', { name: 'Search' }).fill('Vojvodina');
    await admin.getByRole('button', { name: 'Edit Vojvodina' }).click();
    const form = admin.getByRole('dialog');
    await form.getByText('No logo').waitFor();

    // Over 1000×1000 the server refuses it with the spec's words and the form keeps no logo.
    const picker = form.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'veliki.png', mimeType: 'image/png', buffer: logo(1001) });
    await form.getByText('Team logo at most 1000x1000.').waitFor();
    await picker.setInputFiles({ name: 'grb.png', mimeType: 'image/png', buffer: logo(240) });
    const preview = form.getByRole('img', { name: 'Logo preview' });
    await preview.waitFor();
    expect(await form.getByText('Team logo at most 1000x1000.').count()).toBe(0);

    await choose(admin, 'Home arena', 'Hala sportova Dudova šuma (Subotica)');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Club saved.').waitFor();

    const teamId = await admin.evaluate(async () => {
      const answer = await fetch('/api/admin/teams?search=Vojvodina', {
        headers: { accept: 'application/json' },
      });
      const body = (await answer.json()) as { data: { id: number; name: string }[] };
      return body.data.find((team) => team.name === 'Vojvodina')?.id;
    });
    const visitor = await courtside.open();
    await visitor.goto(`/integrations/club/${String(teamId)}/details`);
    await visitor.getByText('Home arena: Hala sportova Dudova šuma, Subotica').waitFor();
    // The demo club fields licensed players and club officials of its own.
    const players = visitor.getByRole('table', { name: 'Licensed players' }).getByRole('row');
    await expect.poll(() => players.count()).toBeGreaterThan(5);
    const staff = visitor.getByRole('table', { name: 'Club officials' }).getByRole('row');
    await expect.poll(() => staff.count()).toBeGreaterThan(0);
    const clubLogo = visitor.getByRole('img', { name: 'Logo of Vojvodina' }).last();
    await clubLogo.waitFor();
    await expect
      .poll(() => clubLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(240);
  });
});
