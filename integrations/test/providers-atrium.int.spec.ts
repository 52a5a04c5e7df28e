import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionAdmins } from '../../gateway/test/competitions-support';
import type { TestBrowser } from '../../gateway/test/browser';
import { startStack } from '../../gateway/test/stack';
import { startAtriumFake, type AtriumFake } from '../src/providers';
import {
  applied,
  apply,
  importState,
  leagueContents,
  preview,
  type Stack,
} from './providers-support';

// Issue 12: the super-admin points the Atrium tab at the DataCore fake, browses it along the
// spec's routes and imports a season; a second import and a hundred applies at once change
// nothing more; wrong credentials get a clear answer and nothing is imported.

let fake: AtriumFake;
let stack: Stack;
let superAdmin: TestBrowser;
let admin: TestBrowser;
const name = 'Prva ženska liga 2026/27';
const atriumTab = '/api/admin/platforms/1/settings/atrium';

beforeAll(async () => {
  fake = await startAtriumFake();
  stack = await startStack();
  ({ admin, superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('when the Atrium tab is empty', () => {
  it('says Atrium is not configured', async () => {
    const answer = await superAdmin.get('/api/admin/providers/atrium/categories');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('Atrium is not configured');
  });
});

describe('when the Atrium tab holds a wrong key', () => {
  it('answers a clear 4xx in the administrator’s language and imports nothing', async () => {
    const saved = await superAdmin.request('PUT', atriumTab, {
      body: { url: fake.url, key: 'stale-token' },
    });
    expect(saved.status).toBe(200);
    const before = await stack.eventCount();
    const answer = await preview(stack, superAdmin, 'atrium', fake.seasonId);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Atrium refused the credentials. Check the URL and key (Atrium: platform settings, Atrium tab; Genius Sports: server configuration).',
    );
    const serbian = new (superAdmin.constructor as typeof TestBrowser)(stack.url, 'sr-Cyrl');
    Object.assign(serbian, { cookies: superAdmin.cookies });
    const localized = await serbian.get('/api/admin/providers/atrium/seasons');
    expect(localized.body.message).toContain('Atrium је одбио приступне податке');
    expect(JSON.stringify(localized.body)).not.toContain('stale-token');
    expect(await stack.gateway.knex('provider_imports').count({ n: '*' })).toEqual([{ n: '0' }]);
    expect((await leagueContents(stack, name)).leagues).toEqual([]);
    expect(await stack.eventCount()).toBe(before + 0);
  });
});

describe('when the super-admin browses and imports the Atrium season', () => {
  beforeAll(async () => {
    await superAdmin.request('PUT', atriumTab, { body: { url: fake.url, key: fake.key } });
  });

  it('walks categories, competitions, seasons, fixtures and teams; nobody else may', async () => {
    const categories = await superAdmin.get('/api/admin/providers/atrium/categories');
    expect(categories.body.data).toEqual([
      { id: fake.leagueId, name: 'Košarkaški savez Srbije', detail: 'KSS' },
    ]);
    const competitions = await superAdmin.get(
      `/api/admin/providers/atrium/leagues/${fake.leagueId}/competitions`,
    );
    expect(competitions.body.data[0]).toMatchObject({ id: fake.competitionId });
    const seasons = await superAdmin.get(
      `/api/admin/providers/atrium/competitions/${fake.competitionId}/seasons`,
    );
    expect(seasons.body.data).toEqual([{ id: fake.seasonId, name, detail: '2026' }]);
    expect((await superAdmin.get('/api/admin/providers/atrium/seasons')).body.data).toHaveLength(1);
    const fixtures = await superAdmin.get(
      `/api/admin/providers/atrium/seasons/${fake.seasonId}/fixtures`,
    );
    expect(fixtures.body.data.fixtures).toHaveLength(132);
    const teams = await superAdmin.get(
      `/api/admin/providers/atrium/seasons/${fake.seasonId}/teams`,
    );
    expect(teams.body.data).toHaveLength(12);
    const entity = await superAdmin.get(
      `/api/admin/providers/atrium/entities/${teams.body.data[0].externalId}`,
    );
    expect(entity.body.data.name).toBe('KK Vojvodina');
    expect((await admin.get('/api/admin/providers/atrium/seasons')).status).toBe(403);
  });

  it('imports once though a hundred applies arrive at once, and a second preview shows no changes', async () => {
    const first = await preview(stack, superAdmin, 'atrium', fake.seasonId);
    expect(first.body.data.counts).toEqual({
      teams: { new: 12, changed: 0, unchanged: 0 },
      fixtures: { new: 132, changed: 0, unchanged: 0 },
    });
    const other = await preview(stack, superAdmin, 'atrium', fake.seasonId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        apply(superAdmin, i % 2 ? first.body.data.id : other.body.data.id),
      ),
    );
    // One job; the other 99 are told at once that it is running.
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.message).toContain('already being applied');
    const queued = answers.find((a) => a.status === 202)!.body.data.id as number;
    await expect
      .poll(async () => (await importState(superAdmin, queued)).state, { timeout: 120_000 })
      .toBe('succeeded');
    const held = await leagueContents(stack, name);
    expect(held.leagues).toHaveLength(1);
    expect(held.teams).toEqual(fake.season.teams.map((t) => t.name).sort());
    expect(held.contests).toHaveLength(132);
    const { rows } = await stack.gateway.knex.raw(
      `SELECT kind, count(*)::int AS n FROM provider_links WHERE provider = 'atrium' GROUP BY kind ORDER BY kind`,
    );
    expect(rows).toEqual([
      { kind: 'fixture', n: 132 },
      { kind: 'league', n: 1 },
      { kind: 'team', n: 12 },
    ]);

    const second = await preview(stack, superAdmin, 'atrium', fake.seasonId);
    expect(second.body.data.counts).toEqual({
      teams: { new: 0, changed: 0, unchanged: 12 },
      fixtures: { new: 0, changed: 0, unchanged: 132 },
    });
  }, 180_000);

  it('shows a fixture moved to another hall as changed and moves it', async () => {
    const game = fake.season.games[100]!;
    game.venue = 'Arena Zlatibor, Čajetina';
    const planned = await preview(stack, superAdmin, 'atrium', fake.seasonId);
    expect(planned.body.data.counts.fixtures).toEqual({ new: 0, changed: 1, unchanged: 131 });
    const changed = planned.body.data.fixtures.find(
      (f: { state: string }) => f.state === 'changed',
    );
    expect(changed.fields).toEqual(['venue']);
    expect((await applied(superAdmin, planned.body.data.id)).state).toBe('succeeded');
    const held = await leagueContents(stack, name);
    expect(held.contests.find((c) => c.id === changed.id)?.location).toBe(
      'Arena Zlatibor, Čajetina',
    );
    expect(held.contests).toHaveLength(132);
  });
});
