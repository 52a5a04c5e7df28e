import { streams } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../testing/service-under-test';

// Issue 10 leftovers: whether a league's season has ended is command-service's own lookup (one
// indexed query), so a score save reads its contest's stream and nothing else, and a league of
// an ended season still refuses every score.

const start = '2026-01-10T18:00:00.000Z';
const during = new Date('2026-01-10T19:00:00.000Z');
const scores = { A1: 20, A2: 18, A3: 22, A4: 15, B1: 15, B2: 20, B3: 14, B4: 16 };
let sut: ServiceUnderTest;

/** A league in a new category of `season` with two teams and one contest; answers the contest. */
async function contestIn(season: string): Promise<{ contestId: number; leagueId: number }> {
  const category = await sut.send('POST', '/categories', {
    name: `Seniori ${season}`,
    season,
    public: true,
    tabindex: 1,
  });
  expect(category.status).toBe(201);
  const league = await sut.send('POST', '/leagues', {
    kind: 'league',
    name: `Liga ${season}`,
    number_of_teams: 4,
    rounds: 1,
    start_date: '2026-01-05',
    public: true,
    category_id: category.body.id,
  });
  expect(league.status).toBe(201);
  const leagueId = Number(league.body.id);
  const teams: number[] = [];
  for (const name of ['Vojvodina', 'Partizan']) {
    teams.push(Number((await sut.send('POST', `/leagues/${leagueId}/teams`, { name })).body.id));
  }
  const contest = await sut.send('POST', '/contests', {
    league_id: leagueId,
    round: 1,
    time: start,
    location: 'Spens',
    first_team_id: teams[0],
    second_team_id: teams[1],
  });
  expect(contest.status).toBe(201);
  return { contestId: Number(contest.body.id), leagueId };
}

/** The streams the store is asked for while `run` runs. */
async function streamsReadDuring(run: () => Promise<unknown>): Promise<string[]> {
  const read: string[] = [];
  const readStream = sut.store.readStream.bind(sut.store);
  sut.store.readStream = (stream) => {
    read.push(stream);
    return readStream(stream);
  };
  try {
    await run();
  } finally {
    sut.store.readStream = readStream;
  }
  return read;
}

beforeAll(async () => {
  sut = await startServiceUnderTest(new Date('2026-01-01T10:00:00.000Z'));
});

afterAll(async () => {
  await sut.close();
});

describe('when an official saves a score in a league whose season is open', () => {
  it("reads only the contest's own stream, once", async () => {
    const { contestId } = await contestIn('2026/27');
    sut.clock.now = during;
    let status = 0;
    const read = await streamsReadDuring(async () => {
      ({ status } = await sut.send('PUT', `/contests/${contestId}/score`, {
        ...scores,
        expected_revision: 0,
      }));
    });
    expect(status).toBe(200);
    expect(read).toEqual([streams.contest(contestId)]);
  });
});

describe("when the league's season has ended", () => {
  it('refuses a score save with seasonClosed and stores nothing', async () => {
    sut.clock.now = new Date('2026-01-01T10:00:00.000Z');
    const { contestId } = await contestIn('2025/26');
    const ended = await sut.send('POST', '/platforms/1/season-end', { season: '2025/26' });
    expect(ended.status).toBe(200);
    sut.clock.now = during;
    const before = await sut.eventCount();
    const score = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      expected_revision: 0,
    });
    expect(score).toEqual({
      status: 422,
      body: { message: { key: 'seasonClosed' }, errors: {} },
    });
    expect(await sut.eventCount()).toBe(before);
  });

  it("refuses scores while the league's category is in the ended season, not after", async () => {
    sut.clock.now = new Date('2026-01-01T10:00:00.000Z');
    const { contestId, leagueId } = await contestIn('2030/31');
    const league = await sut.store.readStream(streams.league(leagueId));
    const categoryId = (league[0]?.data as { categoryId: number }).categoryId;
    const moved = await sut.send('PUT', `/categories/${categoryId}`, {
      name: 'Seniori 2025/26',
      season: '2025/26',
      public: true,
    });
    expect(moved.status).toBe(200);
    sut.clock.now = during;
    const score = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      expected_revision: 0,
    });
    expect(score.status).toBe(422);
    expect(score.body.message).toEqual({ key: 'seasonClosed' });
    // The league is read-only now, so it leaves the season only with its category.
    const back = await sut.send('PUT', `/categories/${categoryId}`, {
      name: 'Seniori 2030/31',
      season: '2030/31',
      public: true,
    });
    expect(back.status).toBe(200);
    const again = await sut.send('PUT', `/contests/${contestId}/score`, {
      ...scores,
      expected_revision: 0,
    });
    expect(again.status).toBe(200);
  });
});
