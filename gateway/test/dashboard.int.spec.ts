import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareCheckpoints,
  rooms,
  type Dashboard,
  type DashboardUpdatedMessage,
} from '@courtside/events';
import type { TestBrowser } from './browser';
import { socketFor, type GatewaySocket } from './connected-socket';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
let overdueId: number;
let todayId: number;
const opened: GatewaySocket[] = [];
const adminMeta = { actor: { kind: 'admin' as const, id: '1' } };

function socketOf(browser?: TestBrowser) {
  const socket = socketFor(stack.url, browser);
  opened.push(socket);
  return socket;
}

beforeAll(async () => {
  stack = await startStack();
  const knex = stack.gateway.knex;
  // accounts.approved_at as the video-zone contract adds it, when its migration is not here yet.
  if (!(await knex.schema.hasColumn('accounts', 'approved_at'))) {
    await knex.schema.alterTable('accounts', (t) => t.timestamp('approved_at', { useTz: true }));
  }
  admin = (await newSignedIn(stack.url, knex, 'admin', ['administrator'])).browser;
  // One representative waits for approval, the other was approved already.
  await newSignedIn(stack.url, knex, 'representative', ['club official']);
  const approved = await newSignedIn(stack.url, knex, 'representative', ['club official']);
  await knex('accounts').where({ id: approved.id }).update({ approved_at: knex.fn.now() });

  const { commands } = stack.command;
  const now = stack.clock.now.getTime();
  const overdue = await commands.scheduleContest(
    {
      league_id: stack.leagueId,
      round: 1,
      time: new Date(now - 6 * 3_600_000).toISOString(),
      location: 'Spens',
      first_team_id: stack.teams.away,
      second_team_id: stack.teams.home,
    },
    adminMeta,
  );
  overdueId = overdue.id;
  // Today's contest is still inside its score window at any hour: half an hour ago, or midnight
  // (UTC) when the day is younger than that. (Noon was overdue every evening after 17:00.)
  const midnight = Date.parse(`${stack.clock.now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const today = await commands.scheduleContest(
    {
      league_id: stack.leagueId,
      round: 2,
      time: new Date(Math.max(midnight, now - 30 * 60_000)).toISOString(),
      location: 'Spens',
      first_team_id: stack.teams.home,
      second_team_id: stack.teams.away,
    },
    adminMeta,
  );
  todayId = today.id;
  await stack.projection.waitFor(today.position, 30_000);
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await stack.close();
});

describe('when an admin opens the dashboard', () => {
  it('shows today’s contests, overdue results, pending approvals and recent changes', async () => {
    const answer = await admin.request('GET', '/api/admin/dashboard');
    expect(answer.status).toBe(200);
    const body = answer.body as Dashboard;
    expect(body.today.map((c) => c.id)).toContain(todayId);
    expect(body.overdue.map((c) => c.id)).toEqual([overdueId]);
    expect(body.in_progress).toEqual([]);
    expect(body.pending_approvals.available).toBe(true);
    expect(body.pending_approvals.total).toBe(1);
    expect(body.pending_approvals.accounts[0]?.email).toMatch(/^representative-/);
    expect(body.recent_changes[0]).toMatchObject({
      event: 'ContestScheduled',
      model: 'contest',
      model_id: todayId,
      actor: { kind: 'admin', id: '1' },
    });
    expect(body.recent_changes[0]).not.toHaveProperty('new_values');
  });

  it('keeps officials and the public out', async () => {
    const official = await newSignedIn(stack.url, stack.gateway.knex, 'official', ['referee']);
    expect((await official.browser.request('GET', '/api/admin/dashboard')).status).toBe(403);
  });
});

describe('when a score changes while an admin watches the dashboard', () => {
  it('pushes the new score to the admin room and nothing to sockets that may not join (public, official, admin before 2FA)', async () => {
    const publicSocket = socketOf();
    const publicMessages: DashboardUpdatedMessage[] = [];
    publicSocket.on('dashboard:updated', (message) => publicMessages.push(message));
    expect(await publicSocket.emitWithAck('follow:dashboard')).toEqual({
      ok: false,
      message: 'Unauthenticated.',
    });
    const official = await newSignedIn(stack.url, stack.gateway.knex, 'official', ['referee']);
    const officialSocket = socketOf(official.browser);
    officialSocket.on('dashboard:updated', (message) => publicMessages.push(message));
    expect(await officialSocket.emitWithAck('follow:dashboard')).toMatchObject({ ok: false });

    const unconfirmed = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
      'administrator',
    ]);
    await stack.gateway.knex('account_two_factor').where({ account_id: unconfirmed.id }).delete();
    const unconfirmedSocket = socketOf(unconfirmed.browser);
    unconfirmedSocket.on('dashboard:updated', (message) => publicMessages.push(message));
    expect(await unconfirmedSocket.emitWithAck('follow:dashboard')).toEqual({
      ok: false,
      message: 'An administrator must enable two-factor authentication first.',
    });

    const adminSocket = socketOf(admin);
    expect(await adminSocket.emitWithAck('follow:dashboard')).toMatchObject({ ok: true });
    const pushed = new Promise<DashboardUpdatedMessage>((resolve) =>
      adminSocket.on('dashboard:updated', (message) => {
        if (message.dashboard.in_progress.some((c) => c.id === stack.contestId)) resolve(message);
      }),
    );

    const result = await stack.command.commands.recordScores(
      stack.contestId,
      { A1: 21, B1: 17, expected_revision: stack.contestRevision },
      adminMeta,
    );
    const message = await pushed;
    const live = message.dashboard.in_progress.find((c) => c.id === stack.contestId);
    expect(live).toMatchObject({
      first_team_total: 21,
      second_team_total: 17,
      status: 'in_progress',
    });
    expect(message.dashboard.recent_changes[0]).toMatchObject({ event: 'ScoreRecorded' });
    expect(compareCheckpoints(message.checkpoint, result.position)).toBeGreaterThanOrEqual(0);

    // The push went to the whole room at once; a round trip on each outsider's socket after
    // it means anything sent to them would already have arrived.
    expect(await publicSocket.emitWithAck('follow:dashboard')).toMatchObject({ ok: false });
    expect(await officialSocket.emitWithAck('follow:dashboard')).toMatchObject({ ok: false });
    expect(await unconfirmedSocket.emitWithAck('follow:dashboard')).toMatchObject({ ok: false });
    expect(publicMessages).toEqual([]);
    const members = stack.gateway.gateway.io.of('/').adapter.rooms.get(rooms.adminDashboard);
    expect([...(members ?? [])]).toEqual([adminSocket.id]);
  });
});
