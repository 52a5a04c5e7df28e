import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type AccountKind } from '../src/index';
import { createLogger } from '../src/logger';
import { parseMail, type ReadMail } from '../src/mail/read-eml';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { signedInAs } from './signed-in';

const oldPassword = 'Staro#Geslo1';
const newPassword = 'Novo#Geslo22';
const appUrl = 'https://courtside.test';
const prefixes: Record<AccountKind, string> = {
  admin: '',
  official: '/accounts',
  representative: '/video-zone',
};
const loginPaths: Record<AccountKind, string> = {
  admin: '/api/login',
  official: '/api/officials/login',
  representative: '/api/video-zone/login',
};

let running: RunningGateway;
let knex: Knex;
let smtp: SMTPServer;
const inbox: ReadMail[] = [];
const logLines: string[] = [];
let serial = 0;

async function newAccount(kind: AccountKind) {
  serial += 1;
  const email = `${kind}-${serial}@reset.test`;
  const { id } = await createAccount(knex, {
    kind,
    email,
    name: `Reset ${serial}`,
    password: oldPassword,
  });
  return { id, email };
}

async function post(path: string, body: unknown, language = 'en') {
  const browser = new TestBrowser(running.url, language);
  await browser.csrf();
  return browser.request('POST', path, { body });
}

/** The mail to an address, waiting for the gateway's send (it mails after answering). */
async function mailTo(email: string, count = 1): Promise<ReadMail> {
  return vi.waitFor(
    () => {
      const mail = inbox.filter((each) => each.to === email)[count - 1];
      if (!mail) throw new Error(`no mail ${count} to ${email} yet`);
      return mail;
    },
    { timeout: 30_000, interval: 25 },
  );
}

function linkIn(mail: ReadMail): URL {
  const found = /https:\/\/courtside\.test\/password-reset\?\S+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(found);
}

async function requestReset(kind: AccountKind, email: string, language = 'en') {
  const answer = await post(`/api${prefixes[kind]}/forgot-password`, { email }, language);
  expect(answer.status).toBe(200);
  const link = linkIn(await mailTo(email, inbox.filter((m) => m.to === email).length + 1));
  return { answer, link, token: link.searchParams.get('token') ?? '' };
}

function resetBody(email: string, token: string, password = newPassword) {
  return { email, token, password, password_confirmation: password };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  running = await startGateway({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, appUrl },
    logger: createLogger('trace', { write: (line: string) => void logLines.push(line) }),
  });
  knex = running.knex;
});

afterAll(async () => {
  await running.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe.each(['admin', 'official', 'representative'] as const)(
  'when %s forgets the password',
  (kind) => {
    it('mails a link that sets a new password once and ends the other sessions', async () => {
      const { id, email } = await newAccount(kind);
      const elsewhere = await signedInAs(running.url, knex, { id, kind });
      const { answer, link, token } = await requestReset(kind, email);
      expect(answer.body).toEqual({
        status:
          'If this address belongs to an account, we have emailed a password reset link to it.',
      });
      expect(link.pathname).toBe('/password-reset');
      expect(link.searchParams.get('email')).toBe(email);
      expect(link.searchParams.get('kind')).toBe(kind);

      const reset = await post(`/api${prefixes[kind]}/reset-password`, resetBody(email, token));
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ status: 'Your password has been reset.' });

      const whoAmI =
        kind === 'admin'
          ? '/api/admin/user'
          : kind === 'official'
            ? '/api/officials/user'
            : '/api/video-zone/user';
      expect((await elsewhere.get(whoAmI)).status).toBe(401);
      expect((await post(loginPaths[kind], { email, password: oldPassword })).status).toBe(422);
      expect((await post(loginPaths[kind], { email, password: newPassword })).status).toBe(200);

      const again = await post(
        `/api${prefixes[kind]}/reset-password`,
        resetBody(email, token, 'Trece#Geslo3'),
      );
      expect(again.status).toBe(422);
      expect(again.body.errors.email).toEqual([
        'This password reset link is invalid or has expired.',
      ]);
      const events = await knex('events').where({ stream_id: `account-${id}` });
      expect(events.map((e: { type: string; data: unknown }) => [e.type, e.data])).toEqual([
        ['PasswordChanged', { accountId: id, reason: 'reset' }],
      ]);
    });
  },
);

describe('when the address has no account', () => {
  it('answers exactly as for a known one and sends nothing', async () => {
    const known = await newAccount('official');
    const knownAnswer = await post('/api/accounts/forgot-password', { email: known.email });
    await mailTo(known.email);
    const before = inbox.length;
    const unknown = await post('/api/accounts/forgot-password', { email: 'nobody@reset.test' });
    expect(unknown.status).toBe(knownAnswer.status);
    expect(unknown.body).toEqual(knownAnswer.body);
    // The admin kind with the official's address is another account that does not exist.
    const otherKind = await post('/api/forgot-password', { email: known.email });
    expect(otherKind.body).toEqual(knownAnswer.body);
    const later = await newAccount('official');
    await post('/api/accounts/forgot-password', { email: later.email });
    await mailTo(later.email);
    expect(inbox.slice(before).map((mail) => mail.to)).toEqual([later.email]);
  });
});

describe('when a reset is refused', () => {
  it('refuses an expired link', async () => {
    const { email, id } = await newAccount('representative');
    const { token } = await requestReset('representative', email);
    await knex('password_resets')
      .where({ account_id: id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const answer = await post('/api/video-zone/reset-password', resetBody(email, token));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.email).toEqual([
      'This password reset link is invalid or has expired.',
    ]);
    expect((await post(loginPaths.representative, { email, password: oldPassword })).status).toBe(
      200,
    );
  });

  it('refuses a link of another kind, a wrong token and an older link replaced by a newer one', async () => {
    const { email } = await newAccount('official');
    const first = await requestReset('official', email);
    const second = await requestReset('official', email);
    const wrongKind = await post('/api/video-zone/reset-password', resetBody(email, second.token));
    expect(wrongKind.status).toBe(422);
    const wrong = await post('/api/accounts/reset-password', resetBody(email, `${second.token}x`));
    expect(wrong.status).toBe(422);
    const older = await post('/api/accounts/reset-password', resetBody(email, first.token));
    expect(older.status).toBe(422);
    expect(
      (await post('/api/accounts/reset-password', resetBody(email, second.token))).status,
    ).toBe(200);
  });

  it.each([
    [
      'password',
      { password: 'slaba', password_confirmation: 'slaba' },
      'The password must have at least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character.',
    ],
    [
      'password_confirmation',
      { password_confirmation: 'Drugo#Geslo9' },
      'The passwords do not match.',
    ],
    ['token', { token: '' }, 'This field is required.'],
    ['email', { email: 'x' }, 'Enter a valid email address.'],
    ['extra', { extra: 1 }, 'This field is not accepted.'],
  ])('answers 422 on %s, keeps the token and the password', async (field, change, text) => {
    const { email, id } = await newAccount('official');
    const { token } = await requestReset('official', email);
    const hashBefore = await knex('accounts').where({ id }).first('password_hash');
    const answer = await post('/api/accounts/reset-password', {
      ...resetBody(email, token),
      ...change,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([text]);
    expect(await knex('accounts').where({ id }).first('password_hash')).toEqual(hashBefore);
    expect(await knex('events').where({ stream_id: `account-${id}` })).toEqual([]);
    expect((await post('/api/accounts/reset-password', resetBody(email, token))).status).toBe(200);
  });

  it('throttles repeated wrong tokens with 429 and the wait', async () => {
    const { email } = await newAccount('admin');
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/reset-password', resetBody(email, `guess-${i}`))).status).toBe(422);
    }
    const answer = await post('/api/reset-password', resetBody(email, 'guess-6'));
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/\d+ seconds/);
  });

  it('throttles repeated requests for one address', async () => {
    const { email } = await newAccount('admin');
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/forgot-password', { email })).status).toBe(200);
    }
    expect((await post('/api/forgot-password', { email })).status).toBe(429);
  });
});

describe('when the requester reads Serbian', () => {
  it('mails and answers in the language asked for, Latin by default', async () => {
    const { email } = await newAccount('representative');
    const latin = await post('/api/video-zone/forgot-password', { email }, 'sr');
    expect(latin.body.status).toBe(
      'Ako ova adresa pripada nekom nalogu, poslali smo joj link za promenu lozinke.',
    );
    expect((await mailTo(email)).subject).toBe('Courtside: promena lozinke');
    await post('/api/video-zone/forgot-password', { email }, 'sr-Cyrl');
    expect((await mailTo(email, 2)).subject).toBe('Courtside: промена лозинке');
  });
});

describe('when everything above has run', () => {
  it('never put a token, password or hash in the log, the events or an answer', async () => {
    const tokens = inbox.map((mail) => linkIn(mail).searchParams.get('token') ?? '');
    expect(tokens.length).toBeGreaterThan(5);
    const hashes = (await knex('accounts').pluck('password_hash')) as string[];
    const stored = (await knex('password_resets').pluck('token_hash')) as string[];
    const events = JSON.stringify(await knex('events').select('data', 'metadata'));
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const haystack of [log, events]) {
      for (const secret of [...tokens, ...hashes, ...stored, oldPassword, newPassword]) {
        expect(haystack).not.toContain(secret);
      }
    }
  });
});
