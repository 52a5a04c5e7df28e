import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionAdmins } from '../../gateway/test/competitions-support';
import type { TestBrowser } from '../../gateway/test/browser';
import { startStack } from '../../gateway/test/stack';
import { startGeniusSportsFake, type GeniusSportsFake } from '../src/providers';
import { applied, leagueContents, preview, type Stack } from './providers-support';

// Issue 12: the super-admin browses Genius Sports and imports a competition from its fake;
// importing again updates instead of duplicating and shows first what changed.

let fake: GeniusSportsFake;
let stack: Stack;
let superAdmin: TestBrowser;
let admin: TestBrowser;
const name = 'Prva muška liga 2026/27';

beforeAll(async () => {
  fake = await startGeniusSportsFake();
  stack = await startStack({
    gatewayConfig: {
      geniusSports: { url: fake.url, apiKey: fake.apiKey },
      // Its hang case waits this long; the others' answers, under a loaded suite, must never.
      providerTimeoutMs: 2_000,
    },
  });
  ({ admin, superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('when the super-admin browses Genius Sports', () => {
  it('walks leagues, competitions, matches and a team, and refuses anyone else', async () => {
    const leagues = await superAdmin.get('/api/admin/providers/genius-sports/leagues');
    expect(leagues.status).toBe(200);
    expect(leagues.body.data).toContainEqual({
      id: '17',
      name: 'Košarkaški savez Srbije',
      detail: 'KSS',
    });
    const competitions = await superAdmin.get(
      '/api/admin/providers/genius-sports/leagues/17/competitions',
    );
    expect(competitions.body.data).toEqual([{ id: '40112', name, detail: '2026' }]);
    const empty = await superAdmin.get(
      '/api/admin/providers/genius-sports/leagues/18/competitions',
    );
    expect(empty.body.data).toEqual([]);
    const matches = await superAdmin.get(
      '/api/admin/providers/genius-sports/competitions/40112/matches',
    );
    expect(matches.body.data.fixtures).toHaveLength(132);
    expect(matches.body.data.teams).toHaveLength(12);
    const team = await superAdmin.get('/api/admin/providers/genius-sports/teams/5001');
    expect(team.body.data).toEqual({ externalId: '5001', name: 'KK Vojvodina', code: 'VOJ' });
    expect((await admin.get('/api/admin/providers/genius-sports/leagues')).status).toBe(403);
    expect(JSON.stringify(leagues.body)).not.toContain(fake.apiKey);
  });
});

describe('when the super-admin imports the competition twice', () => {
  it('makes one league with the fake’s teams and fixtures, then shows no changes', async () => {
    const first = await preview(stack, superAdmin, 'genius-sports', '40112');
    expect(first.status).toBe(201);
    expect(first.body.data.league).toMatchObject({ name, state: 'new' });
    expect(first.body.data.counts).toEqual({
      teams: { new: 12, changed: 0, unchanged: 0 },
      fixtures: { new: 132, changed: 0, unchanged: 0 },
    });
    const done = await applied(superAdmin, first.body.data.id);
    expect(done).toMatchObject({
      state: 'succeeded',
      progress: { teams: { done: 12, total: 12 }, fixtures: { done: 132, total: 132 } },
      outcome: { created: 145, updated: 0, unchanged: 0 },
    });
    const held = await leagueContents(stack, name);
    expect(held.leagues).toHaveLength(1);
    expect(held.teams).toEqual(fake.season.teams.map((t) => t.name).sort());
    expect(held.contests).toHaveLength(132);
    const [game] = fake.season.games;
    expect(held.contests[0]).toMatchObject({
      first_team_name: 'KK Vojvodina',
      location: game?.venue,
    });
    expect(held.contests[0]?.time.toISOString()).toBe(game?.time);

    const second = await preview(stack, superAdmin, 'genius-sports', '40112');
    expect(second.body.data.league).toMatchObject({ state: 'unchanged', id: held.leagues[0] });
    expect(second.body.data.counts).toEqual({
      teams: { new: 0, changed: 0, unchanged: 12 },
      fixtures: { new: 0, changed: 0, unchanged: 132 },
    });
    expect((await applied(superAdmin, second.body.data.id)).outcome).toEqual({
      created: 0,
      updated: 0,
      unchanged: 145,
    });
    const again = await leagueContents(stack, name);
    expect(again.leagues).toHaveLength(1);
    expect(again.contests).toHaveLength(132);
  }, 180_000);

  it('shows a match the provider moved as changed, and moves it when applied', async () => {
    const game = fake.season.games[130]!;
    game.time = '2027-03-20T19:30:00.000Z';
    const planned = await preview(stack, superAdmin, 'genius-sports', '40112');
    expect(planned.body.data.counts.fixtures).toEqual({ new: 0, changed: 1, unchanged: 131 });
    const changed = planned.body.data.fixtures.find(
      (f: { state: string }) => f.state === 'changed',
    );
    expect(changed).toMatchObject({ external_id: String(900000 + 131), fields: ['time'] });
    expect((await applied(superAdmin, planned.body.data.id)).state).toBe('succeeded');
    const held = await leagueContents(stack, name);
    expect(held.contests).toHaveLength(132);
    const moved = held.contests.find((c) => c.id === changed.id);
    expect(moved?.time.toISOString()).toBe('2027-03-20T19:30:00.000Z');
  });

  it('completes an apply that stopped half-way and duplicates nothing', async () => {
    // A run that made contests but died before recording their links: the re-run finds them.
    const { knex } = stack.gateway;
    await knex('provider_links')
      .where({ kind: 'fixture' })
      .whereIn('external_id', ['900001', '900002', '900003'])
      .delete();
    const planned = await preview(stack, superAdmin, 'genius-sports', '40112');
    expect(planned.body.data.counts.fixtures.new).toBe(3);
    expect((await applied(superAdmin, planned.body.data.id)).state).toBe('succeeded');
    expect((await applied(superAdmin, planned.body.data.id)).state).toBe('succeeded');
    const held = await leagueContents(stack, name);
    expect(held.contests).toHaveLength(132);
    const after = await preview(stack, superAdmin, 'genius-sports', '40112');
    expect(after.body.data.counts.fixtures).toEqual({ new: 0, changed: 0, unchanged: 132 });
  });
});

describe('when Genius Sports fails', () => {
  it('answers a clear 4xx for a revoked key and imports nothing', async () => {
    const imports = await stack.gateway.knex('provider_imports').count({ n: '*' });
    fake.auth.apiKey = 'rotated-key';
    try {
      const answer = await preview(stack, superAdmin, 'genius-sports', '40112');
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        'Genius Sports refused the credentials. Check the URL and key (Atrium: platform settings, Atrium tab; Genius Sports: server configuration).',
      );
      const browse = await superAdmin.get('/api/admin/providers/genius-sports/leagues');
      expect(browse.status).toBe(422);
      expect(JSON.stringify(browse.body)).not.toContain(fake.apiKey);
    } finally {
      fake.auth.apiKey = fake.apiKey;
    }
    expect(await stack.gateway.knex('provider_imports').count({ n: '*' })).toEqual(imports);
  });

  it('fails the preview cleanly on a 500 half-way, a hang or malformed data', async () => {
    const imports = await stack.gateway.knex('provider_imports').count({ n: '*' });
    const cases = [
      {
        fault: { kind: 'status', status: 500 } as const,
        status: 502,
        text: 'answered with an error',
      },
      { fault: { kind: 'hang' } as const, status: 502, text: 'did not answer in time' },
      { fault: { kind: 'malformed' } as const, status: 422, text: 'cannot read' },
      { fault: { kind: 'bad-data' } as const, status: 422, text: 'cannot read' },
    ];
    for (const { fault, status, text } of cases) {
      fake.control.fault = fault;
      fake.control.failAfter = 2; // the competition and its teams arrive, the matches fail
      const answer = await preview(stack, superAdmin, 'genius-sports', '40112');
      expect(answer.status).toBe(status);
      expect(answer.body.message).toContain(text);
    }
    fake.control.fault = null;
    fake.control.failAfter = 0;
    expect(await stack.gateway.knex('provider_imports').count({ n: '*' })).toEqual(imports);
  });
});
