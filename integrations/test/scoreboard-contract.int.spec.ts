import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realScoreboardForContract, type EndpointConfig } from '../src/config';
import { deliver, DeliveryError } from '../src/outbox/deliver';
import type { MatchDocument, RosterDocument } from '../src/outbox/documents';
import type { SyncJob } from '../src/outbox/jobs';
import { startFakeScoreboard, fakeScoreboardToken } from '../src/scoreboard/fake';
import type { FakeEndpoint } from '../src/outbox/fake-endpoint';

// A league and match id no real league uses: the suite's writes are recognisable.
const leagueId = 990_001;
const matchId = 990_002;

const match: MatchDocument = {
  league_id: leagueId,
  match_id: matchId,
  round: 1,
  starts_at: '2026-11-28T18:00:00.000Z',
  location: 'Spens',
  status: 'live',
  home: { team_id: 1, name: 'Vojvodina', score: 20 },
  away: { team_id: 2, name: 'Partizan', score: 18 },
  periods: [{ period: '1', home: 20, away: 18 }],
  winner: null,
  forfeit: false,
};

const roster: RosterDocument = {
  league_id: leagueId,
  teams: [{ team_id: 1, name: 'Vojvodina', players: [], staff: [] }],
};

let run = 0;
const job = (kind: SyncJob['kind']): SyncJob => {
  run += 1;
  return {
    destination: 'scoreboard',
    kind,
    leagueId,
    path:
      kind === 'match'
        ? `/v1/leagues/${leagueId}/matches/${matchId}`
        : `/v1/leagues/${leagueId}/roster`,
    idempotencyKey: `scoreboard:contract:${kind}:${process.pid}:${run}`,
    body: kind === 'match' ? match : roster,
  };
};

/** What docs/scoreboard-service.md promises, asked of one endpoint. */
function scoreboardContract(endpoint: () => EndpointConfig) {
  it('accepts a match document with a token and an Idempotency-Key', async () => {
    expect(await deliver(endpoint(), job('match'), 10_000)).toBeLessThan(300);
  });

  it('accepts a roster document', async () => {
    expect(await deliver(endpoint(), job('roster'), 10_000)).toBeLessThan(300);
  });

  it('answers a replayed Idempotency-Key as the first time', async () => {
    const once = job('match');
    expect(await deliver(endpoint(), once, 10_000)).toBeLessThan(300);
    expect(await deliver(endpoint(), once, 10_000)).toBeLessThan(300);
  });

  it('refuses a wrong token with 401', async () => {
    const wrong = { ...endpoint(), token: 'not-the-token' };
    await expect(deliver(wrong, job('match'), 10_000)).rejects.toThrow(
      new DeliveryError('The service refused our token (HTTP 401).', {
        code: 'refused_auth',
        status: 401,
      }),
    );
  });

  it('refuses a write without an Idempotency-Key with 400', async () => {
    const { url, token } = endpoint();
    const response = await fetch(new URL(`/v1/leagues/${leagueId}/matches/${matchId}`, url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(match),
    });
    expect(response.status).toBe(400);
  });
}

describe('the scoreboard contract, against the local fake', () => {
  let fake: FakeEndpoint;
  beforeAll(async () => {
    fake = await startFakeScoreboard();
  });
  afterAll(async () => {
    await fake?.close();
  });
  scoreboardContract(() => ({ url: fake.url, token: fakeScoreboardToken }));

  it('applied each key once', () => {
    const keys = fake.applied.map((d) => d.idempotencyKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    expect(fake.received.length).toBeGreaterThan(keys.length);
  });
});

const real = realScoreboardForContract();
// Registered only when SCOREBOARD_URL and SCOREBOARD_TOKEN name a real service to check.
if (real)
  describe('the scoreboard contract, against SCOREBOARD_URL', () => scoreboardContract(() => real));
