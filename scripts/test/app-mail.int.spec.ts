import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { workflowTimeZone } from '@courtside/events';
import { createPostgresEventStore } from '@courtside/events/store';
import { createCommandService, type CommandService } from '@courtside/command-service';
import type { ReadMail } from '@courtside/gateway';
import { TestBrowser } from '../../gateway/test/browser';
import { startFakeSmtp } from '../../gateway/test/fake-smtp';
import { demoAccounts } from '../demo/data';
import { useAppStack } from './fixtures/app-stack';

/**
 * Mail as `npm start` sends it when SMTP_URL is set: the gateway's (a password reset) and the
 * workflows' in the integrations' own process (an official's reminder) both reach the SMTP
 * server, from MAIL_FROM. Both once went to the local outbox instead, each for its own reason.
 */
const from = 'Prva liga <liga@courtside.test>';
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
const stack = useAppStack(() => ({
  gateway: { smtpUrl: smtp.url, mailFrom: from, appUrl: 'https://liga.courtside.test' },
}));
let store: ReturnType<typeof createPostgresEventStore>;
let command: CommandService;
beforeAll(() => {
  // A second command service on the same log, as a second process would be.
  store = createPostgresEventStore({ pool: stack.pool });
  command = createCommandService({
    store,
    pool: stack.pool,
    clock: stack.clock,
    reactors: false,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await command?.close();
  await store?.close();
});

function mailTo(email: string, subject: RegExp): Promise<ReadMail> {
  return vi.waitFor(
    () => {
      const mail = smtp.received.find((m) => m.to === email && subject.test(m.subject));
      if (!mail) throw new Error(`no mail to ${email} yet`);
      return mail;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** Noon of tomorrow in the platform's zone, by the app's clock. */
function tomorrowNoon(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: workflowTimeZone }).format(
    stack.clock(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1, 12)).toISOString();
}

describe('when npm start runs with SMTP_URL and MAIL_FROM set', () => {
  it('mails a password reset link through the SMTP server, from MAIL_FROM, to APP_URL', async () => {
    const browser = new TestBrowser(stack.app.url, 'sr-Latn');
    await browser.csrf();
    const email = demoAccounts.official.email;
    const answer = await browser.request('POST', '/api/accounts/forgot-password', {
      body: { email },
    });
    expect(answer.status).toBe(200);

    const mail = await mailTo(email, /.*/);
    expect(mail.from).toContain('liga@courtside.test');
    expect(mail.text).toContain('https://liga.courtside.test/password-reset?');
  });

  it("mails an official's reminder of tomorrow's match through it too, from the workflows' process", async () => {
    const leagueId = stack.app.demo?.leagueIds[0];
    if (leagueId === undefined) throw new Error('the demo seeded no league');
    const { rows: teams } = await stack.pool.query<{ team_id: number }>(
      'SELECT team_id FROM rm.league_teams WHERE league_id = $1 ORDER BY team_id LIMIT 2',
      [leagueId],
    );
    const { rows: accounts } = await stack.pool.query<{ id: number }>(
      'SELECT id FROM accounts WHERE email = $1',
      [demoAccounts.official.email],
    );
    const [home, away] = teams.map((t) => t.team_id) as [number, number];
    const official = accounts[0]?.id ?? 0;
    const { commands } = command;
    const scheduled = await commands.scheduleContest({
      league_id: leagueId,
      round: 1,
      time: tomorrowNoon(),
      location: 'Hala sportova',
      first_team_id: home,
      second_team_id: away,
    });
    await commands.assignContestOfficials(scheduled.id, {
      delegate_id: official,
      referee_ids: [],
      statistician_id: null,
    });
    await expect
      .poll(
        async () =>
          (
            await stack.pool.query('SELECT 1 FROM rm.contest_officials WHERE contest_id = $1', [
              scheduled.id,
            ])
          ).rowCount,
        { timeout: 30_000, interval: 50 },
      )
      .toBe(1);

    await commands.startWorkflow(
      { kind: 'official-reminders', league_id: leagueId },
      { actor: { kind: 'system', id: null } },
    );

    const mail = await mailTo(demoAccounts.official.email, /^Podsetnik: utakmice/);
    expect(mail.from).toContain('liga@courtside.test');
    expect(mail.text).toContain('Hala sportova');
    expect(stack.app.integrationsPid()).not.toBeNull();
  });
});
