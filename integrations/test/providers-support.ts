import { expect } from 'vitest';
import type { TestBrowser } from '../../gateway/test/browser';
import { competitionAdmins } from '../../gateway/test/competitions-support';
import { startStack } from '../../gateway/test/stack';
import {
  startAtriumFake,
  startGeniusSportsFake,
  type AtriumFake,
  type GeniusSportsFake,
} from '../src/providers';

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** What Courtside holds of a league, as its read models show it. */
export async function leagueContents(stack: Stack, name: string) {
  const { knex } = stack.gateway;
  const leagues = (await knex('rm.leagues').where({ name }).select('id')) as { id: number }[];
  const ids = leagues.map((l) => l.id);
  const teams = (await knex('rm.league_teams')
    .join('rm.teams', 'rm.teams.id', 'rm.league_teams.team_id')
    .whereIn('rm.league_teams.league_id', ids)
    .select('rm.teams.name')) as { name: string }[];
  const contests = (await knex('rm.contests')
    .whereIn('league_id', ids)
    .orderBy('id')
    .select('id', 'time', 'location', 'first_team_name', 'second_team_name')) as {
    id: number;
    time: Date;
    location: string | null;
    first_team_name: string;
    second_team_name: string;
  }[];
  return { leagues: ids, teams: teams.map((t) => t.name).sort(), contests };
}

/** Previews an import; the answer's plan, after checking the preview stored no event. */
export async function preview(
  stack: Stack,
  admin: TestBrowser,
  provider: string,
  externalId: string,
) {
  const before = await stack.eventCount();
  const answer = await admin.request('POST', `/api/admin/providers/${provider}/imports`, {
    body: { external_id: externalId },
  });
  expect(await stack.eventCount()).toBe(before);
  return answer;
}

export async function apply(admin: TestBrowser, importId: number) {
  return admin.request('POST', `/api/admin/providers/imports/${importId}/apply`);
}

/** The import as the screen polls it: state, phase, progress, outcome, failure. */
export async function importState(admin: TestBrowser, importId: number) {
  const answer = await admin.get(`/api/admin/providers/imports/${importId}`);
  expect(answer.status).toBe(200);
  return answer.body.data as {
    state: string;
    phase: string | null;
    progress: Record<'teams' | 'fixtures', { done: number; total: number }> | null;
    outcome: { created: number; updated: number; unchanged: number } | null;
    failure: string | null;
    league_id: number | null;
  };
}

/** Applies an import: answered at once (202), then its job runs; waits for it to end. */
export async function applied(admin: TestBrowser, importId: number) {
  const answer = await apply(admin, importId);
  expect(answer.status).toBe(202);
  expect(answer.body.data.state).toBe('queued');
  await expect
    .poll(async () => (await importState(admin, importId)).state, { timeout: 120_000 })
    .toMatch(/^(succeeded|failed)$/);
  return importState(admin, importId);
}

/** Both providers' fakes and a stack that reaches them, with the super-admin signed in. */
export interface ProvidersWorld {
  genius: GeniusSportsFake;
  atrium: AtriumFake;
  stack: Stack;
  superAdmin: TestBrowser;
  close(): Promise<void>;
}

/** Each provider with its fake's season: the league it imports into, its fake and its id. */
export const providerCases = [
  {
    provider: 'genius-sports',
    name: 'Prva muška liga 2026/27',
    fake: (world: ProvidersWorld) => world.genius,
    id: () => '40112',
  },
  {
    provider: 'atrium',
    name: 'Prva ženska liga 2026/27',
    fake: (world: ProvidersWorld) => world.atrium,
    id: (world: ProvidersWorld) => world.atrium.seasonId,
  },
] as const;

export async function startProvidersWorld(): Promise<ProvidersWorld> {
  const genius = await startGeniusSportsFake();
  const atrium = await startAtriumFake();
  const stack = await startStack({
    gatewayConfig: {
      geniusSports: { url: genius.url, apiKey: genius.apiKey },
    },
  });
  const { superAdmin } = await competitionAdmins(stack);
  // The Atrium tab is set as the super-admin sets it: in platform settings.
  const saved = await superAdmin.request('PUT', '/api/admin/platforms/1/settings/atrium', {
    body: { url: atrium.url, key: atrium.key },
  });
  expect(saved.status).toBe(200);
  return {
    genius,
    atrium,
    stack,
    superAdmin,
    async close() {
      await stack.close();
      await genius.close();
      await atrium.close();
    },
  };
}
