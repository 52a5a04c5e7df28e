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
