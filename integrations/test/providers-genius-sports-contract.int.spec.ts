import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  geniusSportsClient,
  ProviderError,
  startGeniusSportsFake,
  type GeniusSportsFake,
} from '../src/providers';
import { realProviders } from '../src/providers/config';

// The Genius Sports contract: what Courtside reads, checked against the fake always and against
// the real Warehouse when GENIUS_SPORTS_URL, _API_KEY and _CONTRACT_COMPETITION_ID are set.

function contract(target: () => { url: string; apiKey: string; competitionId: string }) {
  it('lists leagues, and a competition with its teams and matches', async () => {
    const { url, apiKey, competitionId } = target();
    const client = geniusSportsClient({ url, apiKey });
    const leagues = await client.leagues();
    expect(leagues.length).toBeGreaterThan(0);
    expect(leagues[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const season = await client.snapshot(competitionId);
    expect(season.teams.length).toBeGreaterThan(1);
    expect(season.fixtures.length).toBeGreaterThan(0);
    const fixture = season.fixtures[0]!;
    expect(Number.isNaN(Date.parse(fixture.time))).toBe(false);
    expect(fixture.homeTeamId).not.toBe(fixture.awayTeamId);
  });

  it('refuses a wrong key as wrong credentials', async () => {
    const { url } = target();
    const client = geniusSportsClient({ url, apiKey: 'not-the-key' });
    await expect(client.leagues()).rejects.toMatchObject({ kind: 'credentials' });
  });
}

describe('the Genius Sports fake', () => {
  let fake: GeniusSportsFake;
  beforeAll(async () => {
    fake = await startGeniusSportsFake();
  });
  afterAll(async () => {
    await fake?.close();
  });

  contract(() => ({
    url: fake.url,
    apiKey: fake.apiKey,
    competitionId: String(fake.competitionId),
  }));

  it('pages a competition of 132 matches and reads all of them', async () => {
    const client = geniusSportsClient({ url: fake.url, apiKey: fake.apiKey, pageSize: 50 });
    const season = await client.snapshot(String(fake.competitionId));
    expect(season.teams).toHaveLength(12);
    expect(season.fixtures).toHaveLength(132);
    expect(new Set(season.fixtures.map((f) => f.externalId)).size).toBe(132);
    expect(fake.control.requests.some((r) => r.includes('offset=100'))).toBe(true);
    const played = season.fixtures.filter((f) => f.status === 'finished');
    expect(played).toHaveLength(36);
    expect(played[0]?.homeScore).toEqual(expect.any(Number));
  });

  it('names each failure by its meaning, never with the key', async () => {
    const client = geniusSportsClient({ url: fake.url, apiKey: fake.apiKey, timeoutMs: 300 });
    const failures: [NonNullable<GeniusSportsFake['control']['fault']>, string][] = [
      [{ kind: 'status', status: 500 }, 'server'],
      [{ kind: 'hang' }, 'timeout'],
      [{ kind: 'malformed' }, 'malformed'],
      [{ kind: 'bad-data' }, 'malformed'],
    ];
    for (const [fault, kind] of failures) {
      fake.control.fault = fault;
      const error = await client.snapshot(String(fake.competitionId)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind });
      expect(String((error as Error).message)).not.toContain(fake.apiKey);
    }
    fake.control.fault = null;
    const gone = geniusSportsClient({ url: 'http://127.0.0.1:9/v1/basketball', apiKey: 'k' });
    await expect(gone.leagues()).rejects.toMatchObject({ kind: 'unreachable' });
  });
});

const real = realProviders().geniusSports;
// Runs only when the real Warehouse's credentials are configured (integrations/src/providers/config.ts).
if (real) {
  describe('the real Genius Sports Warehouse', () => {
    contract(() => real!);
  });
}
