import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

// Issue 10 (PUB-SETTINGS): a settings tab saved by the super-admin shows on the public page.

const { courtside, admin } = superAdminForFile();

describe('when the super-admin edits the privacy text in the general settings', () => {
  it('refuses an empty site name, saves, and the public privacy page shows the new text', async () => {
    const visitor = await courtside.open();
    await visitor.goto('/privacy');
    await visitor.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    // The demo platform's text, as seeded.
    await visitor.getByText('Lični podaci igrača', { exact: false }).waitFor();

    await admin.getByRole('link', { name: 'Platform settings' }).click();
    await admin.getByRole('link', { name: 'Open settings' }).click();
    const form = admin.getByRole('form', { name: 'General' });
    await form.getByLabel(/^Site name/).waitFor();
    expect(await form.getByLabel(/^Site name/).inputValue()).toBe('Košarkaški savez Vojvodine');

    await form.getByLabel(/^Site name/).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This field is required.').waitFor();

    await form.getByLabel(/^Site name/).fill('Liga Novog Sada');
    await form
      .getByLabel('Privacy policy')
      .fill('We keep your e-mail address only.\n\nWe never sell it.');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Settings saved.').waitFor();

    await visitor.reload();
    await visitor.getByText('We keep your e-mail address only.').waitFor();
    await visitor.getByText('We never sell it.').waitFor();
    expect(await visitor.getByText('Lični podaci igrača', { exact: false }).count()).toBe(0);
  });
});

describe('when the super-admin reorders the tie-breaks in the standings tab', () => {
  it('saves the order it shows, and the tab reads it back', async () => {
    await admin.getByRole('tab', { name: 'Standings' }).click();
    const form = admin.getByRole('form', { name: 'Standings' });
    const order = form.getByRole('list', { name: 'Tie-break order (FIBA Appendix D)' });
    await order
      .getByRole('checkbox', { name: '1. Points in the games between the level teams' })
      .waitFor();

    // Overall point difference first, and the head-to-head points scored left out.
    for (let step = 0; step < 3; step += 1) {
      await order.getByRole('button', { name: 'Move up: Point difference in all games' }).click();
    }
    await order.getByRole('checkbox', { name: /Points scored in the games between/ }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Settings saved.').waitFor();

    await admin.reload();
    const saved = admin
      .getByRole('form', { name: 'Standings' })
      .getByRole('list', { name: 'Tie-break order (FIBA Appendix D)' });
    await saved.getByRole('checkbox', { name: '1. Point difference in all games' }).waitFor();
    await saved
      .getByRole('checkbox', { name: '2. Points in the games between the level teams' })
      .waitFor();
    await saved
      .getByRole('checkbox', { name: '3. Point difference in the games between the level teams' })
      .waitFor();
    await saved.getByRole('checkbox', { name: '4. Points scored in all games' }).waitFor();
    expect(
      await saved
        .getByRole('checkbox', { name: 'Points scored in the games between the level teams' })
        .isChecked(),
    ).toBe(false);
  });
});
