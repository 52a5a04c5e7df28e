import { describe, expect, it } from 'vitest';
import { superAdminForFile } from './support/admin';

const { courtside, admin } = superAdminForFile();

describe('when an admin creates an API key', () => {
  it('shows the secret once, and the list shows the key without it', async () => {
    const league = (await (
      await fetch(`${courtside.app.url}/api/leagues/${courtside.leagueId}`)
    ).json()) as {
      name: string;
    };
    await admin.getByRole('link', { name: 'API keys' }).click();
    await admin.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    // The demo's own key (its club site's webhooks) is listed already; the new one joins it.
    await admin
      .getByRole('table', { name: 'All API keys' })
      .getByRole('row')
      .filter({ hasText: 'Klupski sajt (demo)' })
      .waitFor();

    const form = admin.getByRole('form', { name: 'New API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Semafor u hali');
    await form.getByPlaceholder('Choose leagues').click();
    await admin.getByRole('option', { name: league.name }).click();
    await admin.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = admin.getByLabel('API key', { exact: true });
    await shown.waitFor();
    const secret = (await shown.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^csk_[a-f0-9]{8}_[A-Za-z0-9_-]{43}$/);
    await admin.getByText('It is shown only this once').waitFor();

    // The key reads its league over the API, from a header.
    const read = await fetch(`${courtside.app.url}/api/leagues/${courtside.leagueId}`, {
      headers: { 'x-api-key': secret },
    });
    expect(read.status).toBe(200);

    await admin.getByRole('button', { name: 'I have copied it' }).click();
    const table = admin.getByRole('table', { name: 'All API keys' });
    const row = table.getByRole('row').filter({ hasText: 'Semafor u hali' });
    await row.waitFor();
    expect(await row.textContent()).toContain(league.name);
    expect(await row.textContent()).toContain(secret.slice(0, 12));
    expect(await admin.content()).not.toContain(secret);

    // A reload shows the list again, never the secret.
    await admin.reload();
    await table.getByRole('row').filter({ hasText: 'Semafor u hali' }).waitFor();
    expect(await admin.content()).not.toContain(secret);

    // Editing renames the key; the secret is not shown again.
    await admin.getByRole('button', { name: 'Edit Semafor u hali' }).click();
    const edit = admin.getByRole('form', { name: 'Edit API key Semafor u hali' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Semafor na terenu');
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = table.getByRole('row').filter({ hasText: 'Semafor na terenu' });
    await renamed.waitFor();
    expect(await renamed.textContent()).toContain(secret.slice(0, 12));
    expect(await admin.content()).not.toContain(secret);
  });
});

describe('when an admin manages users', () => {
  it('creates an official who is listed, then deletes them after confirming', async () => {
    await admin.getByRole('link', { name: 'Users', exact: true }).click();
    await admin.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'New user' }).click();
    const form = admin.getByRole('form', { name: 'User' });
    await form.getByText('Official', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Full name' }).fill('Milan Sudijić');
    await form.getByRole('textbox', { name: 'Email' }).fill('milan.sudijic@courtside.test');
    await form.getByLabel(/^Password/).fill('weak');
    await form.getByLabel(/^Repeat the password/).fill('weak');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('At least 8 characters with a number').first().waitFor();
    await form.getByLabel(/^Password/).fill('Sudija#2026');
    await form.getByLabel(/^Repeat the password/).fill('Sudija#2026');
    await form.getByRole('button', { name: 'Save' }).click();

    const table = admin.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row').filter({ hasText: 'milan.sudijic@courtside.test' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Never');

    await row.getByRole('button', { name: 'Delete Milan Sudijić' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('shows the profile with the initials avatar', async () => {
    await admin.goto('/administration/profile');
    await admin.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const picture = admin.getByRole('img', { name: /^Picture of / });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/api\/avatars\/initials\.svg\?name=/);
    const name = await admin.getByRole('textbox', { name: 'Full name' }).inputValue();
    expect(name.length).toBeGreaterThan(0);
  });

  it('asks for the current password before changing the e-mail address', async () => {
    const { email, password } = courtside.app.credentials.admin;
    await admin.goto('/administration/profile');
    const form = admin.getByRole('form', { name: 'Profile' });
    const address = form.getByRole('textbox', { name: 'Email' });
    await address.waitFor();
    await address.fill(`moved-${email}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByText('Enter your current password to change your e-mail address or password.')
      .waitFor();

    await form.getByLabel('Current password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Your profile was saved.').waitFor();
    const saved = admin.waitForResponse((r) => r.url().endsWith('/api/profile') && r.ok());
    // Back to the address the other specs sign in with, again with the password.
    await address.fill(email);
    await form.getByLabel('Current password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await (await saved).json()).email).toBe(email);
  });
});
