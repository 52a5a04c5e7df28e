import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditAppendedMessage, AuditEntry } from '@courtside/events';
import { admin, startAuditStack, type AuditStack } from './audit-support';
import { perFile } from './per-file';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import type { Stack } from './stack';

// Who may read the audit log, what it holds and how it is pushed live; the history replays of
// the same records are in audit-history.int.spec.ts.

let audit: AuditStack;
let stack: Stack;

perFile(startAuditStack, (started) => {
  audit = started;
  stack = started.stack;
});

describe('when someone who is not a super-admin asks for the logs or history', () => {
  it('answers 401 without a session, 403 to an official and to an admin without the role', async () => {
    const paths = [
      '/api/logs',
      `/api/history/contest/${stack.contestId}`,
      `/api/history/contest/${stack.contestId}/at/0`,
    ];
    const anonymous = new TestBrowser(audit.url);
    const referee = await audit.signedIn('official');
    const editor = await audit.signedIn('admin', ['administrator']);
    for (const path of paths) {
      expect((await anonymous.request('GET', path)).status).toBe(401);
      expect((await referee.request('GET', path)).status).toBe(403);
      const forbidden = await editor.request('GET', path);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('when a super-admin reads the audit log', () => {
  let superAdmin: TestBrowser;
  beforeAll(async () => {
    superAdmin = await audit.signedIn('admin', ['super-admin']);
  });

  it('pages newest first, ten by default, with meta like the league list', async () => {
    const { status, body } = await superAdmin.request('GET', '/api/logs');
    expect(status).toBe(200);
    const total = await stack.eventCount();
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total,
      last_page: Math.ceil(total / 10),
    });
    const rows = body.data as AuditEntry[];
    expect(rows).toHaveLength(Math.min(10, total));
    // The correction's confirming finish is the newest event.
    expect(rows[0]).toMatchObject({
      event: 'ContestFinished',
      tags: ['status', 'result', 'correction'],
    });
    const page2 = await superAdmin.request('GET', '/api/logs?page=2&per_page=3');
    const page1 = await superAdmin.request('GET', '/api/logs?per_page=6');
    expect((page2.body.data as AuditEntry[]).map((row) => row.id)).toEqual(
      (page1.body.data as AuditEntry[]).slice(3, 6).map((row) => row.id),
    );
  });

  it('shows the correction with the changed fields, the admin, the IP and the user agent', async () => {
    const { body } = await superAdmin.request('GET', '/api/logs?event=ScoreRecorded&model=contest');
    const rows = body.data as AuditEntry[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      model: 'contest',
      model_id: stack.contestId,
      tags: ['score', 'correction'],
      old_values: { B4: 21, second_team_total: 72 },
      new_values: { B4: 25, second_team_total: 76 },
      actor: { kind: 'admin', id: '1' },
      ip: admin.ip,
      user_agent: admin.ua,
    });
  });

  it('filters by user, model and date range', async () => {
    const byOfficial = await superAdmin.request('GET', '/api/logs?user=7');
    expect((byOfficial.body.data as AuditEntry[]).map((row) => row.event)).toEqual([
      'ContestFinished',
      'ScoreRecorded',
      'ScoreRecorded',
    ]);
    const teams = await superAdmin.request('GET', '/api/logs?model=team');
    expect((teams.body.data as AuditEntry[]).map((row) => row.new_values['name'])).toEqual([
      'Partizan',
      'Vojvodina',
    ]);
    const today = stack.clock.now.toISOString().slice(0, 10);
    const inRange = await superAdmin.request('GET', `/api/logs?from=${today}&to=${today}`);
    expect(inRange.body.meta.total).toBe(await stack.eventCount());
    const before = await superAdmin.request('GET', '/api/logs?to=2000-01-01');
    expect(before.body.meta.total).toBe(0);
  });

  it('answers 422 for an unknown model or event and a bad date', async () => {
    for (const query of ['model=player', 'event=TeleportedHome', 'from=yesterday', 'per_page=0']) {
      expect((await superAdmin.request('GET', `/api/logs?${query}`)).status).toBe(422);
    }
  });
});

describe('when the audit log grows while super-admins watch', () => {
  it('pushes the new row to a super-admin socket and nothing to a public one', async () => {
    const publicSocket = audit.socketOf();
    const publicMessages: AuditAppendedMessage[] = [];
    publicSocket.on('audit:appended', (message) => publicMessages.push(message));
    expect(await publicSocket.emitWithAck('follow:logs')).toEqual({
      ok: false,
      message: expect.any(String),
    });
    const editorSocket = audit.socketOf(await audit.signedIn('admin', ['administrator']));
    expect(await editorSocket.emitWithAck('follow:logs')).toMatchObject({ ok: false });
    const editorMessages: AuditAppendedMessage[] = [];
    editorSocket.on('audit:appended', (message) => editorMessages.push(message));

    const adminSocket = audit.socketOf(await audit.signedIn('admin', ['super-admin']));
    expect(await adminSocket.emitWithAck('follow:logs')).toMatchObject({ ok: true });
    const pushed = new Promise<AuditAppendedMessage>((resolve) =>
      adminSocket.once('audit:appended', resolve),
    );

    const { position } = await stack.command.commands.scheduleContest(
      {
        league_id: stack.leagueId,
        round: 2,
        time: new Date(stack.clock.now.getTime() + 86_400_000).toISOString(),
        location: 'Spens',
        first_team_id: stack.teams.away,
        second_team_id: stack.teams.home,
      },
      { actor: { kind: 'admin', id: '1' }, ip: admin.ip, userAgent: admin.ua },
    );
    const message = await pushed;
    expect(message.checkpoint).toBe(position);
    expect(message.complete).toBe(true);
    expect(message.rows).toHaveLength(1);
    expect(message.rows[0]).toMatchObject({
      position,
      actor: { kind: 'admin', id: '1' },
      ip: admin.ip,
    });
    // The server wrote the push to the whole room in one pass before the admin read it, and a
    // connection keeps its order: a stray push to the others would reach them before the answer
    // to a question asked now.
    await publicSocket.emitWithAck('follow:logs');
    await editorSocket.emitWithAck('follow:logs');
    expect(publicMessages).toEqual([]);
    expect(editorMessages).toEqual([]);
  });
});

describe('when a super-admin has not confirmed a second factor yet', () => {
  it('keeps their socket out of the logs room, as HTTP keeps them out of the logs', async () => {
    const { browser, id } = await newSignedIn(audit.url, stack.gateway.knex, 'admin', [
      'super-admin',
    ]);
    await stack.gateway.knex('account_two_factor').where({ account_id: id }).delete();
    expect((await browser.request('GET', '/api/logs')).status).not.toBe(200);
    const socket = audit.socketOf(browser);
    expect(await socket.emitWithAck('follow:logs')).toEqual({
      ok: false,
      message: expect.any(String),
    });
  });
});
