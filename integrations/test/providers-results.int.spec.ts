import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applied,
  leagueContents,
  preview,
  providerCases,
  startProvidersWorld,
  type ProvidersWorld,
} from './providers-support';

// Issue 12: a competition imported with games already played brings their results: the final
// points the provider sends (its fixtures carry no periods), counted in the table; a result the
// provider changes afterwards is corrected by the next import, shown first in its preview.

let world: ProvidersWorld;

beforeAll(async () => {
  world = await startProvidersWorld();
});

afterAll(async () => {
  await world?.close();
});

interface HeldContest {
  id: number;
  status: string;
  A1: number | null;
  B4: number | null;
  first_team_total: number;
  second_team_total: number;
}

async function heldContests(leagueId: number): Promise<HeldContest[]> {
  return (await world.stack.gateway
    .knex('rm.contests')
    .where({ league_id: leagueId })
    .orderBy('id')
    .select('id', 'status', 'A1', 'B4', 'first_team_total', 'second_team_total')) as HeldContest[];
}

describe.each(providerCases)('when a $provider season with played games is imported', (c) => {
  it('brings the played results into the table, and corrects one the provider changed', async () => {
    const games = c.fake(world).season.games;
    const played = games.filter((game) => game.score !== null);
    expect(played.length).toBe(36);

    const first = await preview(world.stack, world.superAdmin, c.provider, c.id(world));
    expect((await applied(world.superAdmin, first.body.data.id)).state).toBe('succeeded');
    const leagueId = (await leagueContents(world.stack, c.name)).leagues[0]!;
    const contests = await heldContests(leagueId);
    expect(contests).toHaveLength(132);
    // Fixtures and contests are in the same order: the provider's final points, no periods.
    const finished = contests.filter((contest) => contest.status === 'finished');
    expect(finished).toHaveLength(36);
    games.forEach((game, index) => {
      const contest = contests[index]!;
      if (!game.score) return expect(contest.status).toBe('scheduled');
      expect(contest).toMatchObject({
        status: 'finished',
        A1: null,
        B4: null,
        first_team_total: game.score.home,
        second_team_total: game.score.away,
      });
    });
    const table = await world.superAdmin.get(`/api/leagues/${leagueId}/standings`);
    const rows = table.body.standings as { played: number; points_for: number }[];
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.played === 6)).toBe(true);
    const pointsFor = played.reduce((sum, game) => sum + game.score!.home + game.score!.away, 0);
    expect(rows.reduce((sum, row) => sum + row.points_for, 0)).toBe(pointsFor);

    // Nothing to do again: the same results are not entered twice.
    const events = await world.stack.eventCount();
    const same = await preview(world.stack, world.superAdmin, c.provider, c.id(world));
    expect(same.body.data.counts.fixtures).toEqual({ new: 0, changed: 0, unchanged: 132 });
    expect((await applied(world.superAdmin, same.body.data.id)).state).toBe('succeeded');
    expect(await world.stack.eventCount()).toBe(events);

    // The provider corrects a result: shown as a changed result, then corrected.
    const game = played[4]!;
    const kept = { ...game.score! };
    try {
      game.score = { home: kept.away, away: kept.home + 5 };
      const planned = await preview(world.stack, world.superAdmin, c.provider, c.id(world));
      expect(planned.body.data.counts.fixtures).toEqual({ new: 0, changed: 1, unchanged: 131 });
      const changed = planned.body.data.fixtures.find(
        (f: { state: string }) => f.state === 'changed',
      );
      expect(changed).toMatchObject({ fields: ['result'], result: game.score });
      expect((await applied(world.superAdmin, planned.body.data.id)).state).toBe('succeeded');
      const corrected = (await heldContests(leagueId)).find((contest) => contest.id === changed.id);
      expect(corrected).toMatchObject({
        status: 'finished',
        first_team_total: game.score.home,
        second_team_total: game.score.away,
      });
      const history = await world.superAdmin.request('GET', `/api/history/contest/${changed.id}`);
      const entries = history.body.data as { event: string }[];
      expect(entries.map((e) => e.event)).toEqual([
        'ContestScheduled',
        'ResultEntered',
        'ResultCorrected',
      ]);
    } finally {
      game.score = kept;
    }
  }, 180_000);
});
