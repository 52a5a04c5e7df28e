import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type AccountKind } from '../src/index';
import { maxFailures } from '../src/auth/throttle';
import { twoFactorLimits } from '../src/auth/two-factor-routes';
import { registrationLimits } from '../src/video-zone/routes';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { code, login, twoFactorAccounts } from './two-factor-support';

// Issue 14: the throttles read the count, ran the expensive check, then counted the failure,
// so a burst sent at once all read "no failures yet". These send the burst AT ONCE.

let running: RunningGateway;
let outbox: string;
const password = 'Sudija#2026';
const loginPaths: Record<AccountKind, string> = {
  admin: '/api/login',
  official: '/api/officials/login',
  representative: '/api/video-zone/login',
};
const { enrolledAdmin } = twoFactorAccounts(() => running);

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'courtside-outbox-'));
  running = await startGateway({ config: { mailOutboxDir: outbox } });
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.team(1, 10, 'Vojvodina');
  // A representative registers for a club record, which owns its teams by id.
  await running.knex('rm.clubs').insert({ id: 10, name: 'Vojvodina' });
  await running.knex('rm.club_teams').insert({ club_id: 10, team_id: 10 });
});

afterAll(async () => {
  await running.close();
  await rm(outbox, { recursive: true, force: true });
});

async function browsers(count: number): Promise<TestBrowser[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const browser = new TestBrowser(running.url);
      await browser.csrf();
      return browser;
    }),
  );
}

function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(['official', 'admin', 'representative'] as const)(
  'when 60 %s sign-ins with a wrong password arrive at once',
  (kind) => {
    it('checks at most the allowed number of passwords and then refuses the right one with 429', async () => {
      const email = `burst-${kind}@courtside.test`;
      await createAccount(running.knex, { kind, email, name: 'Burst', password });
      const clients = await browsers(60);
      const answers = await Promise.all(
        clients.map((browser, i) =>
          browser.request('POST', loginPaths[kind], {
            body: { email, password: `Wrong#${i}` },
          }),
        ),
      );
      const counts = statuses(answers);
      // 422 is a password that was checked and found wrong; 429 one refused unchecked.
      expect(counts[422] ?? 0).toBeLessThanOrEqual(maxFailures);
      expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(60);

      const [late] = await browsers(1);
      const right = await late!.request('POST', loginPaths[kind], { body: { email, password } });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
);

describe('when 40 sessions send a wrong two-factor code for one admin at once', () => {
  it('checks at most the allowed number of codes, then refuses the right code with 429', async () => {
    const admin = await enrolledAdmin();
    const clients = await browsers(40);
    // Password step one by one: a burst of right passwords would itself be throttled.
    for (const browser of clients) expect((await login(browser, admin.email)).status).toBe(200);
    const right = await code(admin.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      clients.map((browser) =>
        browser.request('POST', '/api/two-factor-challenge', { body: { code: wrong } }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(twoFactorLimits.maxFailures);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(40);

    const [late] = await browsers(1);
    expect((await login(late!, admin.email)).status).toBe(200);
    const refused = await late!.request('POST', '/api/two-factor-challenge', {
      body: { code: await code(admin.secret) },
    });
    expect(refused.status).toBe(429);
    expect((await late!.get('/api/admin/user')).status).not.toBe(200);
  });
});

describe('when 20 forgot-password requests for one address arrive at once', () => {
  it('mails at most three links (the limit a minute)', async () => {
    const email = 'forgetful@courtside.test';
    await createAccount(running.knex, { kind: 'official', email, name: 'F', password });
    const clients = await browsers(20);
    const answers = await Promise.all(
      clients.map((browser) =>
        browser.request('POST', '/api/accounts/forgot-password', { body: { email } }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[200] ?? 0).toBe(3);
    expect(counts[429] ?? 0).toBe(17);
    // Mail leaves after the answer: wait until every accepted request has written its file.
    const mails = await vi.waitFor(
      async () => {
        const files = await readdir(outbox);
        if (files.length < 3) throw new Error(`${files.length} mails so far`);
        return files;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(mails).toHaveLength(3);
  });
});

describe('when 30 video-zone registrations arrive at once from one address', () => {
  it('creates at most the hourly allowance of accounts and answers the rest 429', async () => {
    const clients = await browsers(30);
    const answers = await Promise.all(
      clients.map((browser, i) =>
        browser.request('POST', '/api/video-zone/register', {
          body: {
            email: `burst-${i}@club.test`,
            password,
            password_confirmation: password,
            first_name: 'Marko',
            last_name: 'Petrović',
            club: 'Vojvodina',
          },
        }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[201]).toBe(registrationLimits.maxFailures);
    expect(counts[429]).toBe(30 - registrationLimits.maxFailures);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toMatch(
      /^Too many attempts\. .*Please try again in \d+ seconds\.$/,
    );
    const accounts = await running.knex('accounts').where('email', 'like', 'burst-%@club.test');
    expect(accounts).toHaveLength(registrationLimits.maxFailures);
  });
});
