import { randomUUID } from 'node:crypto';
import { streams, type EventMetadata } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import {
  leagueWithContest,
  serviceForFile,
  streamsReadDuring,
  type ServiceUnderTest,
} from '../testing/service-under-test';

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
  return leagueWithContest(sut, { name: `Liga ${season}`, category_id: category.body.id }, start);
}

const metadata: EventMetadata = {
  actor: { kind: 'system', id: null },
  ip: null,
  userAgent: null,
  correlationId: randomUUID(),
  causationId: null,
  at: '2026-01-01T10:00:00.000Z',
};

/** The category a league was created in. */
async function categoryOf(leagueId: number): Promise<number> {
  const [created] = await sut.store.readStream(streams.league(leagueId));
  return (created?.data as { categoryId: number }).categoryId;
}

async function saveScore(contestId: number) {
  sut.clock.now = during;
  return sut.send('PUT', `/contests/${contestId}/score`, { ...scores, expected_revision: 0 });
}

serviceForFile(new Date('2026-01-01T10:00:00.000Z'), (started) => {
  sut = started;
});

describe('when an official saves a score in a league whose season is open', () => {
  it('reads no other stream (and its own, just scheduled here, is kept)', async () => {
    const { contestId } = await contestIn('2026/27');
    sut.clock.now = during;
    let status = 0;
    const read = await streamsReadDuring(sut, async () => {
      ({ status } = await sut.send('PUT', `/contests/${contestId}/score`, {
        ...scores,
        expected_revision: 0,
      }));
    });
    expect(status).toBe(200);
    // The contest was scheduled through this service a moment ago, so its own stream is kept
    // (core/kept-streams.int.spec.ts): the save reads no stream at all, no league's either.
    expect(read).toEqual([]);
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

describe('when a season ended before command-service kept its own table of them', () => {
  it("fills the tables from the log at start, and refuses the season's scores", async () => {
    sut.clock.now = new Date('2026-01-01T10:00:00.000Z');
    const { contestId } = await contestIn('2040/41');
    // As gateway used to record it: straight into the log, past command-service.
    await sut.store.append(
      streams.platform(1),
      [
        {
          id: randomUUID(),
          type: 'SeasonClosed',
          data: { platformId: 1, season: '2040/41' },
          metadata,
        },
      ],
      { expectedRevision: 'any' },
    );
    await sut.pool.query(
      `DROP TABLE command_league_categories, command_category_seasons, command_closed_seasons,
         command_season_pending`,
    );
    await sut.service.migrate();
    const score = await saveScore(contestId);
    expect(score.status).toBe(422);
    expect(score.body.message).toEqual({ key: 'seasonClosed' });
  });
});

describe("when command-service died between a category's change and its row", () => {
  it("reads the streams while the change is marked, and refuses the ended season's scores", async () => {
    sut.clock.now = new Date('2026-01-01T10:00:00.000Z');
    const { contestId, leagueId } = await contestIn('2041/42');
    expect((await sut.send('POST', '/platforms/1/season-end', { season: '2042/43' })).status).toBe(
      200,
    );
    const categoryId = await categoryOf(leagueId);
    // What the index leaves behind when the process dies after the append: the mark, no row.
    await sut.pool.query(
      'INSERT INTO command_season_pending (token, league_id, category_id) VALUES ($1, null, $2)',
      [randomUUID(), categoryId],
    );
    await sut.store.append(
      streams.category(categoryId),
      [
        {
          id: randomUUID(),
          type: 'CategoryUpdated',
          data: { categoryId, name: 'Seniori 2042/43', season: '2042/43', public: true },
          metadata,
        },
      ],
      { expectedRevision: 0 },
    );
    const score = await saveScore(contestId);
    expect(score.status).toBe(422);
    expect(score.body.message).toEqual({ key: 'seasonClosed' });
  });
});
