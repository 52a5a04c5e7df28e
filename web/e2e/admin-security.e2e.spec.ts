import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolTwoFactor, submitAdminSignIn, totp } from './support/admin';
import { courtsideForFile } from './support/courtside';

const courtside = courtsideForFile();
let admin: Page;
let secret = '';

async function openSignIn(page: Page) {
  const { email, password } = courtside.app.credentials.admin;
  await submitAdminSignIn(page, email, password);
}

beforeAll(async () => {
  admin = await courtside.open();
  await openSignIn(admin);
  secret = await enrolTwoFactor(admin);
});

describe('when the super-admin manages roles', () => {
  it('creates, edits and, after confirming, deletes a role; super-admin cannot be deleted', async () => {
    await admin.getByRole('link', { name: 'Roles' }).click();
    const roles = admin.getByRole('table', { name: 'Roles' });
    await roles.getByRole('cell', { name: 'super-admin', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Edit super-admin' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Delete super-admin' }).count()).toBe(0);

    await admin.getByRole('button', { name: 'New role' }).click();
    let form = admin.getByRole('dialog', { name: 'New role' });
    await form.getByLabel('Name').fill('Scorekeeper');
    await form.getByRole('checkbox', { name: 'view.contests' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Role saved.').first().waitFor();
    const row = roles.getByRole('row').filter({ hasText: 'Scorekeeper' });
    await row.getByText('view.contests').waitFor();

    // A second role by the same name is refused with the server's words.
    await admin.getByRole('button', { name: 'New role' }).click();
    form = admin.getByRole('dialog', { name: 'New role' });
    await form.getByLabel('Name').fill('scorekeeper');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This name is already taken.').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await admin.getByRole('button', { name: 'Edit Scorekeeper' }).click();
    form = admin.getByRole('dialog', { name: 'Edit role Scorekeeper' });
    await form.getByRole('checkbox', { name: 'list.leagues' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await row.getByText('list.leagues').waitFor();

    await admin.getByRole('link', { name: 'Permissions' }).click();
    const permissions = admin.getByRole('table', { name: 'Permissions' });
    await permissions
      .getByRole('row')
      .filter({ has: admin.getByRole('cell', { name: 'view.contests', exact: true }) })
      .getByText('Scorekeeper')
      .waitFor();

    await admin.getByRole('link', { name: 'Roles' }).click();
    await admin.getByRole('button', { name: 'Delete Scorekeeper' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor();
    await admin.getByRole('button', { name: 'Delete Scorekeeper' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await admin.getByText('Role deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});

describe('when the super-admin turns two-factor authentication off', () => {
  it('needs a code, then allows only the setup page until enrolled again', async () => {
    const nav = admin.getByRole('navigation', { name: 'Administration navigation' });
    await nav.getByRole('link', { name: 'Two-factor authentication' }).click();
    await admin.getByText('Two-factor authentication is on.').waitFor();
    const off = admin.getByRole('form', { name: 'Turn off two-factor authentication' });
    await off.getByLabel('Code from the app').fill('000000');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await off.getByText('The provided two-factor authentication code was invalid.').waitFor();
    // The enrolment spent this period's code; the phone's next one turns it off.
    await off.getByLabel('Code from the app').fill(await totp(secret, 1));
    await off.getByRole('button', { name: 'Turn off' }).click();
    await admin.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Roles' }).count()).toBe(0);

    secret = await enrolTwoFactor(admin);
    await nav.getByRole('link', { name: 'Roles' }).waitFor();
  });
});

describe('when someone keeps guessing the two-factor code', () => {
  it('shows the invalid-code error, then asks to wait', async () => {
    const page = await courtside.open();
    await openSignIn(page);
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    const field = dialog.getByLabel('Authentication code');
    const invalid = dialog.getByText('The provided two-factor authentication code was invalid.');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await field.fill(String(100000 + attempt));
      const answered = page.waitForResponse('**/api/two-factor-challenge');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      expect((await answered).status()).toBe(422);
      await invalid.waitFor();
    }
    await field.fill('123456');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Too many attempts.' }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/try again in \d+ seconds/);
  });
});
