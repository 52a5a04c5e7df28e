import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaguesOwnedBy } from '../src/index';
import type { TestBrowser } from './browser';
import { officialChecks } from './leagues-officials-support';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

// An administrator editing a league's settings and handing an admin's leagues on; the
// officials on a league's lists and a contest's crew are in leagues-officials-crew.int.spec.ts.

let stack: Stack;
let admin: TestBrowser;
let adminId: number;
const { refused } = officialChecks(() => stack);

beforeAll(async () => {
  stack = await startStack();
  ({ browser: admin, id: adminId } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
    'administrator',
  ]));
});

afterAll(async () => {
  await stack?.close();
});

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

  it('opens its videos to all approved clubs, which it reads back', async () => {
    const path = `/api/admin/leagues/${stack.leagueId}`;
    expect((await admin.get(path)).body).toMatchObject({ video_open_to_clubs: false });
    const { status, body } = await admin.request('PATCH', path, {
      body: { video_open_to_clubs: true },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ video_open_to_clubs: true });
    const refused = await admin.request('PATCH', path, { body: { video_open_to_clubs: 'yes' } });
    expect(refused.status).toBe(422);
  });

  it('switches scoreboard sync on and player sync off, which it reads back', async () => {
    const path = `/api/admin/leagues/${stack.leagueId}`;
    expect((await admin.get(path)).body).toMatchObject({
      scoreboard_sync: false,
      scoreboard_sync_matches: true,
      scoreboard_sync_roster: true,
    });
    const { status, body } = await admin.request('PATCH', path, {
      body: { scoreboard_sync: true, scoreboard_sync_roster: false },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      scoreboard_sync: true,
      scoreboard_sync_matches: true,
      scoreboard_sync_roster: false,
    });
    const refused = await admin.request('PATCH', path, { body: { scoreboard_sync_matches: 'no' } });
    expect(refused.status).toBe(422);
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
