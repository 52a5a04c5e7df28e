import pg from 'pg';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditAppendedMessage,
  AuditEntry,
  ClientToServerEvents,
  HistoryEntry,
  ModelSnapshot,
  ServerToClientEvents,
} from '@courtside/events';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import { createGateway, type AccountKind, type Gateway } from '../src/index';
import { TestBrowser } from './browser';
import { testConfig } from './harness';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

const official = { kind: 'official' as const, id: '7', ip: '198.51.100.7', ua: 'Firefox/133' };
const admin = { kind: 'admin' as const, id: '1', ip: '203.0.113.1', ua: 'Chrome/131' };

let stack: Stack;
let gateway: Gateway;
let url: string;
let pool: pg.Pool;
let store: PostgresEventStore;
const opened: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];
/** The public contest as the site showed it right after the first final result. */
let shownWhenFinished: Record<string, unknown>;
let finishedRevision: number;

/** A browser signed in as a new account of the kind with the roles. */
async function signedIn(kind: AccountKind, roles: string[] = []): Promise<TestBrowser> {
  return (await newSignedIn(url, stack.gateway.knex, kind, roles)).browser;
}

function socketOf(browser?: TestBrowser) {
  const cookie = browser
    ? [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    : undefined;
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
  opened.push(socket);
  return socket;
}

beforeAll(async () => {
  stack = await startStack();
  const { commands } = stack.command;
  const meta = (who: typeof official | typeof admin) => ({
    actor: { kind: who.kind, id: who.id },
    ip: who.ip,
    userAgent: who.ua,
  });
  const contestId = stack.contestId;
  let result = await commands.recordScores(
    contestId,
    { A1: 20, A2: 18, B1: 15, B2: 16, expected_revision: stack.contestRevision },
    meta(official),
  );
  result = await commands.recordScores(
    contestId,
    {
      A1: 20,
      A2: 18,
      A3: 20,
      A4: 22,
      B1: 15,
      B2: 16,
      B3: 20,
      B4: 21,
      expected_revision: result.revision,
    },
    meta(official),
  );
  result = await commands.finishContest(
    contestId,
    { expected_revision: result.revision },
    meta(official),
  );
  finishedRevision = result.revision;
  await stack.projection.waitFor(result.position);
  shownWhenFinished = (
    await new TestBrowser(stack.url).request('GET', `/api/contests/${contestId}`)
  ).body as Record<string, unknown>;
  // The admin corrects a period: a new score and a confirming finish, in one append.
  result = await commands.recordScores(
    contestId,
    {
      A1: 20,
      A2: 18,
      A3: 20,
      A4: 22,
      B1: 15,
      B2: 16,
      B3: 20,
      B4: 25,
      expected_revision: result.revision,
    },
    meta(admin),
  );
  await stack.projection.waitFor(result.position);

  // A gateway with the event store, as main.ts and scripts/app.ts give it one.
  pool = new pg.Pool({ connectionString: stack.gateway.database.url, max: 3 });
  store = createPostgresEventStore({ pool });
  gateway = createGateway({
    config: testConfig(stack.gateway.database.url),
    knex: stack.gateway.knex,
    store,
    logger: pino({ level: 'silent' }),
  });
  url = `http://127.0.0.1:${await gateway.listen(0)}`;
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await gateway?.close();
  await store?.close();
  await pool?.end();
  await stack?.close();
});

describe('when someone who is not a super-admin asks for the logs or history', () => {
  it('answers 401 without a session and to an official, 403 to an admin without the role', async () => {
    const paths = [
      '/api/logs',
      `/api/history/contest/${stack.contestId}`,
      `/api/history/contest/${stack.contestId}/at/0`,
    ];
    const anonymous = new TestBrowser(url);
    const referee = await signedIn('official');
    const editor = await signedIn('admin', ['administrator']);
    for (const path of paths) {
      expect((await anonymous.request('GET', path)).status).toBe(401);
      expect((await referee.request('GET', path)).status).toBe(401);
      const forbidden = await editor.request('GET', path);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('when a super-admin reads the audit log', () => {
  let superAdmin: TestBrowser;
  beforeAll(async () => {
    superAdmin = await signedIn('admin', ['super-admin']);
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

  it('replays a contest as a timeline of what each event changed', async () => {
    const { status, body } = await superAdmin.request(
      'GET',
      `/api/history/contest/${stack.contestId}`,
    );
    expect(status).toBe(200);
    const timeline = body.data as HistoryEntry[];
    expect(timeline.map((entry) => [entry.revision, entry.event])).toEqual([
      [0, 'ContestScheduled'],
      [1, 'ScoreRecorded'],
      [2, 'ScoreRecorded'],
      [3, 'ContestFinished'],
      [4, 'ScoreRecorded'],
      [5, 'ContestFinished'],
    ]);
    expect(timeline[1]?.changes).toMatchObject({
      status: { old: 'scheduled', new: 'in_progress' },
      A1: { old: null, new: 20 },
    });
    expect(timeline[4]).toMatchObject({
      actor: { kind: 'admin', id: '1' },
      tags: ['score', 'correction'],
      changes: { B4: { old: 21, new: 25 }, second_team_total: { old: 72, new: 76 } },
    });
  });

  it('shows the contest as it was after any event: the first final result, then the correction', async () => {
    const then = await superAdmin.request(
      'GET',
      `/api/history/contest/${stack.contestId}/at/${finishedRevision}`,
    );
    expect(then.status).toBe(200);
    const snapshot = then.body as ModelSnapshot;
    expect(snapshot).toMatchObject({
      model: 'contest',
      id: stack.contestId,
      revision: finishedRevision,
      event: 'ContestFinished',
    });
    for (const field of [
      'A1',
      'A2',
      'A3',
      'A4',
      'B1',
      'B2',
      'B3',
      'B4',
      'first_team_total',
      'second_team_total',
      'winner',
    ]) {
      expect(snapshot.state[field], field).toEqual(shownWhenFinished[field]);
    }
    expect(snapshot.state['status']).toBe('finished');
    const now = await superAdmin.request('GET', `/api/history/contest/${stack.contestId}/at/5`);
    expect((now.body as ModelSnapshot).state).toMatchObject({ B4: 25, second_team_total: 76 });
    const before = await superAdmin.request('GET', `/api/history/contest/${stack.contestId}/at/0`);
    expect((before.body as ModelSnapshot).state).toMatchObject({ status: 'scheduled', A1: null });
  });

  it('replays a league with its registrations and a team from its league stream', async () => {
    const league = await superAdmin.request('GET', `/api/history/league/${stack.leagueId}`);
    const timeline = league.body.data as HistoryEntry[];
    expect(timeline.map((entry) => entry.event)).toEqual([
      'LeagueCreated',
      'TeamRegistered',
      'TeamRegistered',
    ]);
    expect(timeline[2]?.changes['teams']).toEqual({
      old: [stack.teams.home],
      new: [stack.teams.home, stack.teams.away],
    });
    const team = await superAdmin.request('GET', `/api/history/team/${stack.teams.away}`);
    expect(team.body.data).toHaveLength(1);
    const revision = (team.body.data as HistoryEntry[])[0]?.revision ?? -1;
    const state = await superAdmin.request(
      'GET',
      `/api/history/team/${stack.teams.away}/at/${revision}`,
    );
    expect((state.body as ModelSnapshot).state).toMatchObject({
      name: 'Partizan',
      league_id: stack.leagueId,
    });
  });

  it('answers 404 for an unknown model, record or revision', async () => {
    for (const path of [
      `/api/history/player/1`,
      `/api/history/contest/999999`,
      `/api/history/contest/${stack.contestId}/at/99`,
      `/api/history/contest/${stack.contestId}/at/-1`,
    ]) {
      expect((await superAdmin.request('GET', path)).status, path).toBe(404);
    }
  });
});

describe('when the audit log grows while super-admins watch', () => {
  it('pushes the new row to a super-admin socket and nothing to a public one', async () => {
    const publicSocket = socketOf();
    const publicMessages: AuditAppendedMessage[] = [];
    publicSocket.on('audit:appended', (message) => publicMessages.push(message));
    expect(await publicSocket.emitWithAck('follow:logs')).toEqual({
      ok: false,
      message: expect.any(String),
    });
    const editorSocket = socketOf(await signedIn('admin', ['administrator']));
    expect(await editorSocket.emitWithAck('follow:logs')).toMatchObject({ ok: false });
    const editorMessages: AuditAppendedMessage[] = [];
    editorSocket.on('audit:appended', (message) => editorMessages.push(message));

    const adminSocket = socketOf(await signedIn('admin', ['super-admin']));
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
    // Give any stray push time to arrive before asserting that none did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(publicMessages).toEqual([]);
    expect(editorMessages).toEqual([]);
  });
});

describe('when a super-admin has not confirmed a second factor yet', () => {
  it('keeps their socket out of the logs room, as HTTP keeps them out of the logs', async () => {
    const { browser, id } = await newSignedIn(url, stack.gateway.knex, 'admin', ['super-admin']);
    await stack.gateway.knex('account_two_factor').where({ account_id: id }).delete();
    expect((await browser.request('GET', '/api/logs')).status).not.toBe(200);
    const socket = socketOf(browser);
    expect(await socket.emitWithAck('follow:logs')).toEqual({
      ok: false,
      message: expect.any(String),
    });
  });
});
