import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaguesOwnedBy } from '../src/index';
import type { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
let adminId: number;

/** Official accounts by role, created once, with their own signed-in browsers. */
const people = {} as Record<
  'referee' | 'delegate' | 'statistician' | 'outsider',
  { id: number; browser: TestBrowser }
>;

beforeAll(async () => {
  stack = await startStack();
  const knex = stack.gateway.knex;
  ({ browser: admin, id: adminId } = await newSignedIn(stack.url, knex, 'admin', [
    'administrator',
  ]));
  people.referee = await newSignedIn(stack.url, knex, 'official', ['referee'], ['view.contests']);
  people.delegate = await newSignedIn(stack.url, knex, 'official', ['delegate'], ['view.contests']);
  people.statistician = await newSignedIn(
    stack.url,
    knex,
    'official',
    ['statistician'],
    ['view.contests'],
  );
  people.outsider = await newSignedIn(stack.url, knex, 'official', ['referee'], ['view.contests']);
});

afterAll(async () => {
  await stack?.close();
});

const day = () => stack.clock.now.toISOString().slice(0, 10);
const dayList = async (browser: TestBrowser): Promise<number[]> => {
  const { status, body } = await browser.get(`/api/officials/contests?date=${day()}`);
  expect(status).toBe(200);
  return body.data.map((contest: { id: number }) => contest.id);
};
/** An empty score body: 422 once past the scope check, 403 when outside it. */
const scoreStatus = async (browser: TestBrowser) =>
  (await browser.request('PUT', `/api/contests/${stack.contestId}/score`, { body: {} })).status;

/** Asserts the call answers 422 with the field's text and appends nothing. */
async function refused(
  call: () => Promise<{ status: number; body: { errors?: Record<string, string[]> } }>,
  field: string,
  text: string,
) {
  const before = await stack.eventCount();
  const answer = await call();
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errors?.[field]).toEqual([text]);
  expect(await stack.eventCount()).toBe(before);
}

describe('when an administrator edits a league', () => {
  it('reads it with FIBA points, no fees and the flags off', async () => {
    const { status, body } = await admin.get(`/api/admin/leagues/${stack.leagueId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: stack.leagueId,
      name: 'Prva liga',
      number_of_teams: 4,
      teams_count: 2,
      start_date: '2026-01-10',
      video_zone: false,
      api_integration: false,
      owner_id: null,
      fees: { delegate: 0, referee: 0, statistician: 0 },
      standings_config: {
        win: 2,
        loss: 1,
        forfeit_win: 2,
        forfeit_loss: 0,
        draw_zero: 0,
        draw_nonzero: 1,
      },
    });
  });

  it('saves fees and standings points and answers the league as saved', async () => {
    const before = await stack.eventCount();
    const fees = { delegate: 50, referee: 40.5, statistician: 20 };
    const standings_config = {
      win: 3,
      loss: 0,
      forfeit_win: 3,
      forfeit_loss: 0,
      draw_zero: 1,
      draw_nonzero: 1,
    };
    const { status, body } = await admin.request('PATCH', `/api/admin/leagues/${stack.leagueId}`, {
      body: { fees, standings_config, video_zone: true, name: 'Prva liga Srbije' },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      fees,
      standings_config,
      video_zone: true,
      name: 'Prva liga Srbije',
    });
    expect(await stack.eventCount()).toBe(before + 1);
  });

  it('appends nothing when the values sent are the ones it has', async () => {
    const before = await stack.eventCount();
    const { status } = await admin.request('PATCH', `/api/admin/leagues/${stack.leagueId}`, {
      body: { name: 'Prva liga Srbije', video_zone: true },
    });
    expect(status).toBe(200);
    expect(await stack.eventCount()).toBe(before);
  });

  it('refuses bad input field by field and records nothing', async () => {
    const patch = (body: unknown) =>
      admin.request('PATCH', `/api/admin/leagues/${stack.leagueId}`, { body });
    await refused(() => patch({ colour: 'red' }), 'colour', 'The given data was invalid.');
    await refused(() => patch({ rounds: 5 }), 'rounds', 'Maximum rounds 4.');
    await refused(() => patch({ number_of_teams: 1 }), 'number_of_teams', 'Enter a valid number.');
    await refused(
      () => patch({ fees: { delegate: -1, referee: 0, statistician: 0 } }),
      'fees.delegate',
      'Enter a valid number.',
    );
    await refused(
      () => patch({ standings_config: { win: 2 } }),
      'standings_config.loss',
      'This field is required.',
    );
    await refused(
      () => patch({ category_id: 999 }),
      'category_id',
      'Record not found in database.',
    );
  });

  it('answers 404 for a league that does not exist', async () => {
    expect((await admin.get('/api/admin/leagues/999')).status).toBe(404);
  });
});

describe('when officials are put on a league’s lists', () => {
  const post = (body: unknown) =>
    admin.request('POST', `/api/admin/leagues/${stack.leagueId}/officials`, { body });
  const remove = (body: unknown) =>
    admin.request('DELETE', `/api/admin/leagues/${stack.leagueId}/officials`, { body });

  it('offers only accounts holding the role to pick from', async () => {
    const { status, body } = await admin.get('/api/admin/officials?role=delegate');
    expect(status).toBe(200);
    const ids = body.data.map((account: { id: number }) => account.id);
    expect(ids).toContain(people.delegate.id);
    expect(ids).not.toContain(people.referee.id);
    expect(body.data[0]).not.toHaveProperty('password_hash');
  });

  it('lists the referee, who then sees and may score the league’s match', async () => {
    expect(await dayList(people.referee.browser)).toEqual([]);
    expect(await scoreStatus(people.referee.browser)).toBe(403);
    const { status, body } = await post({ account_id: people.referee.id, role: 'referee' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.lists.referee.map((a: { id: number }) => a.id)).toContain(people.referee.id);
    expect(await dayList(people.referee.browser)).toEqual([stack.contestId]);
    expect(await scoreStatus(people.referee.browser)).toBe(422);
  });

  it('refuses the same official twice in a role, and an account without the role', async () => {
    await refused(
      () => post({ account_id: people.referee.id, role: 'referee' }),
      'account_id',
      'Selected values cannot be duplicated.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'delegate' }),
      'account_id',
      'The selected account cannot serve in this role.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'administrator' }),
      'account_id',
      'The selected account cannot serve in this role.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'coach' }),
      'role',
      'The given data was invalid.',
    );
    await refused(
      () => post({ account_id: people.referee.id, role: 'referee', x: 1 }),
      'x',
      'The given data was invalid.',
    );
  });

  it('puts an admin account on the administrators list', async () => {
    const { status, body } = await post({ account_id: adminId, role: 'administrator' });
    expect(status).toBe(201);
    expect(body.lists.administrator.map((a: { id: number }) => a.id)).toEqual([adminId]);
  });

  it('takes the referee off the list, who then sees nothing', async () => {
    const { status, body } = await remove({ account_id: people.referee.id, role: 'referee' });
    expect(status).toBe(200);
    expect(body.lists.referee.map((a: { id: number }) => a.id)).not.toContain(people.referee.id);
    expect(await dayList(people.referee.browser)).toEqual([]);
    expect(await scoreStatus(people.referee.browser)).toBe(403);
    const again = await remove({ account_id: people.referee.id, role: 'referee' });
    expect(again.status).toBe(404);
  });
});

describe('when a match gets its officials', () => {
  const put = (body: unknown) =>
    admin.request('PUT', `/api/admin/contests/${stack.contestId}/officials`, { body });

  it('makes the delegate see and score that match, and only that one', async () => {
    expect(await dayList(people.delegate.browser)).toEqual([]);
    const { status, body } = await put({
      delegate_id: people.delegate.id,
      referee_ids: [people.referee.id],
      statistician_id: people.statistician.id,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      delegate_id: people.delegate.id,
      referee_ids: [people.referee.id],
      statistician_id: people.statistician.id,
    });
    expect(await dayList(people.delegate.browser)).toEqual([stack.contestId]);
    expect(await scoreStatus(people.delegate.browser)).toBe(422);
    // A referee of the match alone is not in scope: the spec scopes matches by delegate.
    expect(await scoreStatus(people.referee.browser)).toBe(403);
    expect(await scoreStatus(people.outsider.browser)).toBe(403);
  });

  it('refuses one person twice, a wrong role and a fourth referee, recording nothing', async () => {
    await refused(
      () =>
        put({
          delegate_id: people.delegate.id,
          referee_ids: [people.referee.id, people.referee.id],
        }),
      'referee_ids',
      'Selected values cannot be duplicated.',
    );
    await refused(
      () => put({ delegate_id: people.referee.id }),
      'delegate_id',
      'The selected account cannot serve in this role.',
    );
    await refused(
      () => put({ referee_ids: [1, 2, 3, 4] }),
      'referee_ids',
      'A match has at most 3 referees.',
    );
    await refused(() => put({ delegate: 1 }), 'delegate', 'The given data was invalid.');
  });

  it('reads the crew back for the editor', async () => {
    const { status, body } = await admin.get(`/api/admin/contests/${stack.contestId}/officials`);
    expect(status).toBe(200);
    expect(body.officials).toHaveLength(3);
    expect(body.delegate_id).toBe(people.delegate.id);
  });
});

describe('when an admin’s leagues are handed to another admin', () => {
  it('moves every league the first owns, and only those', async () => {
    const { commands } = stack.command;
    const as = (id: number) => ({ actor: { kind: 'admin' as const, id: String(id) } });
    const league = (name: string) => ({
      name,
      number_of_teams: 4,
      rounds: 1,
      start_date: '2026-09-01',
    });
    const first = await commands.createLeague(league('Liga A'), as(adminId));
    const second = await commands.createLeague(league('Liga B'), as(adminId));
    const others = await commands.createLeague(league('Liga C'), as(4242));
    await stack.projection.waitFor(others.position, 30_000);
    const knex = stack.gateway.knex;
    expect((await leaguesOwnedBy(knex, adminId)).map((l) => l.id)).toEqual([second.id, first.id]);

    const moved = await commands.transferLeagueOwnership(
      { from_account_id: adminId, to_account_id: 77 },
      as(adminId),
    );
    expect(moved.leagues.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());
    await stack.projection.waitFor(moved.leagues.at(-1)?.position ?? '0:0', 30_000);
    expect(await leaguesOwnedBy(knex, adminId)).toEqual([]);
    expect((await leaguesOwnedBy(knex, 77)).map((l) => l.id)).toEqual([second.id, first.id]);
    expect((await leaguesOwnedBy(knex, 4242)).map((l) => l.id)).toEqual([others.id]);
  });

  it('appends nothing for an account that owns nothing, and refuses handing to itself', async () => {
    const before = await stack.eventCount();
    const none = await stack.command.commands.transferLeagueOwnership({
      from_account_id: 5151,
      to_account_id: 77,
    });
    expect(none.leagues).toEqual([]);
    await expect(
      stack.command.commands.transferLeagueOwnership({ from_account_id: 77, to_account_id: 77 }),
    ).rejects.toMatchObject({
      errors: { to_account_id: ['Selected values cannot be duplicated.'] },
    });
    expect(await stack.eventCount()).toBe(before);
  });
});
