import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../gateway/test/browser';
import { superAdminForFile } from './support/admin';
import { markWindow, windowIsMarked } from './support/browser';

// Issue 10 (PUB-FORMS): the contact form's self-hosted captcha, and the thread it opens
// reaching the super-admin's threads screen live.

const { courtside, admin } = superAdminForFile();

async function fillContact(page: Page, subject: string) {
  await page.goto('/contact');
  await page.getByRole('heading', { name: 'Contact' }).waitFor();
  await page.getByLabel('Your name').fill('Ana Petrović');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Zdravo, kada počinje nova sezona?');
}

describe('when a visitor writes through the contact form', () => {
  it('refuses it without a captcha and sends nothing', async () => {
    const page = await courtside.open();
    await fillContact(page, 'Bez provere');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent = true;
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Captcha must be completed.').waitFor();
    expect(sent).toBe(false);
  });

  it('accepts a solved captcha, refuses the same one replayed, and the thread appears for the super-admin live', async () => {
    await admin.getByRole('link', { name: 'Messages' }).click();
    await admin.getByRole('heading', { name: 'Contact messages' }).waitFor();
    await admin.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    await markWindow(admin);

    const page = await courtside.open();
    await fillContact(page, 'Nova sezona');
    await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await page.getByText('Verified. You can send the form.').waitFor({ timeout: 60_000 });
    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    const payload = (await request).postDataJSON() as Record<string, string>;
    await page.getByText('Message sent').waitFor();

    // The very payload the page sent, sent again: refused with the captcha error.
    const replay = new TestBrowser(courtside.app.url);
    await replay.csrf();
    const again = await replay.request('POST', '/api/contact', {
      body: { ...payload, subject: 'Ponovljeno' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.captcha).toEqual([
      'Captcha error. Solve the captcha again and resend the form.',
    ]);

    await admin.getByRole('button', { name: 'Nova sezona' }).waitFor({ timeout: 15_000 });
    expect(await windowIsMarked(admin)).toBe(true);
    expect(await admin.getByRole('button', { name: 'Ponovljeno' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Nova sezona' }).click();
    await admin.getByText('Zdravo, kada počinje nova sezona?').waitFor();
  });
});
