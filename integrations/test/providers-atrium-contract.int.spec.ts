import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atriumClient, ProviderError, startAtriumFake, type AtriumFake } from '../src/providers';
import { realProviders } from '../src/providers/config';

// The Atrium DataCore contract: what Courtside reads, checked against the fake always and
// against the real organization when ATRIUM_URL, ATRIUM_KEY and ATRIUM_CONTRACT_SEASON_ID are set.

function contract(target: () => { url: string; key: string; seasonId: string }) {
  it('lists leagues and seasons, and a season with its entities and fixtures', async () => {
    const { url, key, seasonId } = target();
    const client = atriumClient({ url, key });
    expect((await client.categories()).length).toBeGreaterThan(0);
    expect((await client.seasons()).length).toBeGreaterThan(0);
    const season = await client.snapshot(seasonId);
    expect(season.teams.length).toBeGreaterThan(1);
    expect(season.fixtures.length).toBeGreaterThan(0);
    const fixture = season.fixtures[0]!;
    expect(Number.isNaN(Date.parse(fixture.time))).toBe(false);
    expect(fixture.homeTeamId).not.toBe(fixture.awayTeamId);
  });

  it('refuses a wrong key as wrong credentials', async () => {
    const { url } = target();
    await expect(atriumClient({ url, key: 'not-the-key' }).seasons()).rejects.toMatchObject({
      kind: 'credentials',
    });
  });
}

describe('the Atrium fake', () => {
  let fake: AtriumFake;
  beforeAll(async () => {
    fake = await startAtriumFake();
  });
  afterAll(async () => {
    await fake?.close();
  });

  contract(() => ({ url: fake.url, key: fake.key, seasonId: fake.seasonId }));

  it('walks the hierarchy and pages a season of 132 fixtures', async () => {
    const client = atriumClient({ url: fake.url, key: fake.key, pageSize: 40 });
    const [league] = await client.categories();
    const [competition] = await client.competitions(league!.id);
    const [season] = await client.competitionSeasons(competition!.id);
    expect(season?.id).toBe(fake.seasonId);
    const snapshot = await client.snapshot(fake.seasonId);
    expect(snapshot.teams).toHaveLength(12);
    expect(snapshot.fixtures).toHaveLength(132);
    expect(snapshot.fixtures.filter((f) => f.status === 'finished')).toHaveLength(36);
    expect(fake.control.requests.some((r) => r.includes('offset=120'))).toBe(true);
  });

  it('names each failure by its meaning, never with the key', async () => {
    const client = atriumClient({ url: fake.url, key: fake.key, timeoutMs: 300 });
    const failures: [NonNullable<AtriumFake['control']['fault']>, string][] = [
      [{ kind: 'status', status: 503 }, 'server'],
      [{ kind: 'hang' }, 'timeout'],
      [{ kind: 'malformed' }, 'malformed'],
      [{ kind: 'bad-data' }, 'malformed'],
    ];
    for (const [fault, kind] of failures) {
      fake.control.fault = fault;
      const error = await client.snapshot(fake.seasonId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind });
      expect(String((error as Error).message)).not.toContain(fake.key);
    }
    fake.control.fault = null;
  });
});

const real = realProviders().atrium;
// Runs only when a real DataCore organization's credentials are configured (integrations/src/providers/config.ts).
if (real) {
  describe('the real Atrium DataCore', () => {
    contract(() => real!);
  });
}
