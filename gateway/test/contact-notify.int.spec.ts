import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail/read-eml';
import { TestBrowser } from './browser';
import { solvedCaptcha } from './captcha-support';
import { competitionAdmins } from './competitions-support';
import { startStack, type Stack } from './stack';

// Issue 10: a new contact thread notifies the addresses saved in the platform's contact tab;
// CONTACT_NOTIFY_TO only while the tab names none.

let stack: Stack;
let outboxDir: string;
let superAdmin: TestBrowser;
const fallback = 'office@courtside.test';

/** The recipients of the contact notices about `subject` in the outbox, sorted. */
async function noticedAbout(subject: string): Promise<string[]> {
  const mails = await readOutbox(outboxDir);
  return mails
    .filter((mail) => mail.subject === `Courtside contact form: ${subject}`)
    .map((mail) => mail.to)
    .sort();
}

async function sendContactForm(subject: string): Promise<void> {
  const visitor = new TestBrowser(stack.url);
  await visitor.csrf();
  const captcha = await solvedCaptcha(visitor);
  const sent = await visitor.request('POST', '/api/contact', {
    body: { name: 'Ana Petrović', email: 'ana@club.test', subject, message: 'Zdravo!', captcha },
  });
  expect(sent.status).toBe(201);
}

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'courtside-contact-notify-'));
  stack = await startStack({
    gatewayConfig: {
      captchaMaxNumber: 2000,
      mailOutboxDir: outboxDir,
      contactNotifyTo: [fallback],
    },
  });
  ({ superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('when the contact tab names no address yet', () => {
  it('tells the configured CONTACT_NOTIFY_TO address', async () => {
    await sendContactForm('Prvo pitanje');
    await expect.poll(() => noticedAbout('Prvo pitanje')).toEqual([fallback]);
  });
});

describe('when the super-admin saved two addresses in the contact tab', () => {
  it('tells exactly those two of a new contact thread', async () => {
    const addresses = ['sekretar@savez.test', 'takmicenja@savez.test'];
    const saved = await superAdmin.request('PUT', '/api/admin/platforms/1/settings/contact', {
      body: { notification_emails: addresses, appointment_email: '', appointment_phone: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.notification_emails).toEqual(addresses);

    await sendContactForm('Termini');
    await expect.poll(() => noticedAbout('Termini')).toHaveLength(2);
    expect(await noticedAbout('Termini')).toEqual(addresses);
  });

  it('goes back to CONTACT_NOTIFY_TO once the tab is emptied', async () => {
    const saved = await superAdmin.request('PUT', '/api/admin/platforms/1/settings/contact', {
      body: { notification_emails: [] },
    });
    expect(saved.status).toBe(200);
    await sendContactForm('Opet');
    await expect.poll(() => noticedAbout('Opet')).toEqual([fallback]);
  });
});
