import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { passwordResetMail, resetLink } from '../src/mail/password-reset-mail';
import { readOutbox, type ReadMail } from '../src/mail/read-eml';
import { startFakeSmtp } from './fake-smtp';

const from = 'Courtside <no-reply@courtside.test>';

interface Target {
  mailer: Mailer;
  to: string;
  /** What arrived, where the test can look (the fake and the outbox; not a real server). */
  received?: () => Promise<ReadMail[]>;
}

let fake: Awaited<ReturnType<typeof startFakeSmtp>>;
let outboxDir: string;

beforeAll(async () => {
  fake = await startFakeSmtp();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'courtside-outbox-'));
});

afterAll(async () => {
  await fake.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const targets: [string, () => Target][] = [
  [
    'the fake SMTP server',
    () => ({
      mailer: createMailer({ smtpUrl: fake.url, from, outboxDir: '/nonexistent' }),
      to: 'ana@club.test',
      received: async () => fake.received,
    }),
  ],
  [
    'the local outbox',
    () => ({
      mailer: createMailer({ from, outboxDir }),
      to: 'ana@club.test',
      received: () => readOutbox(outboxDir),
    }),
  ],
];
// MAIL_CONTRACT_SMTP_URL (or SMTP_URL) names a real server to hold to the same contract.
const realUrl = process.env.MAIL_CONTRACT_SMTP_URL ?? process.env.SMTP_URL;
if (realUrl) {
  targets.push([
    'the real SMTP server',
    () => ({
      mailer: createMailer({
        smtpUrl: realUrl,
        from: process.env.MAIL_FROM ?? from,
        outboxDir: '/nonexistent',
      }),
      to: process.env.MAIL_CONTRACT_TO ?? 'courtside-contract@example.com',
    }),
  ]);
}

describe.each(targets)('when mail goes to %s', (_name, makeTarget) => {
  it('accepts a reset mail in Cyrillic and delivers it whole, link included', async () => {
    const target = makeTarget();
    const link = resetLink('https://courtside.test', {
      token: 'T0ken_with-url-safe-characters-that-is-long-enough-to-wrap-a-line',
      email: target.to,
      kind: 'official',
    });
    const before = (await target.received?.())?.length ?? 0;
    await target.mailer.send(passwordResetMail('sr-Cyrl', target.to, link));
    if (!target.received) return;
    const all = await target.received();
    expect(all).toHaveLength(before + 1);
    const mail = all[all.length - 1];
    expect(mail?.to).toBe(target.to);
    expect(mail?.from).toBe(from);
    expect(mail?.subject).toBe('Courtside: промена лозинке');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('истиче за 60 минута');
  });

  it('sends one message after another with the same mailer', async () => {
    const target = makeTarget();
    const before = (await target.received?.())?.length ?? 0;
    await target.mailer.send({ to: target.to, subject: 'Prva', text: 'Prva poruka' });
    await target.mailer.send({ to: target.to, subject: 'Druga', text: 'Druga poruka' });
    if (!target.received) return;
    const subjects = (await target.received()).slice(before).map((mail) => mail.subject);
    expect(subjects).toEqual(['Prva', 'Druga']);
  });
});

describe('when the SMTP server refuses or is not there', () => {
  it('rejects a refused recipient instead of pretending it was sent', async () => {
    const mailer = createMailer({ smtpUrl: fake.url, from, outboxDir: '/nonexistent' });
    await expect(
      mailer.send({ to: 'refused@club.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow();
  });

  it('rejects when nothing listens at the address', async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, from, outboxDir: '/nonexistent' });
    await expect(mailer.send({ to: 'ana@club.test', subject: 'x', text: 'x' })).rejects.toThrow();
  });

  it('names the server, never its password, as where mail goes', () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://courtside:s3cret@mail.courtside.test:587',
      from,
      outboxDir: '/nonexistent',
    });
    expect(mailer.destination).toBe('smtp://mail.courtside.test:587');
  });
});
