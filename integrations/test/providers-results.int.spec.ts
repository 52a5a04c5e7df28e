import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionAdmins } from '../../gateway/test/competitions-support';
import type { TestBrowser } from '../../gateway/test/browser';
import { startStack } from '../../gateway/test/stack';
import {
  startAtriumFake,
  startGeniusSportsFake,
  type AtriumFake,
  type GeniusSportsFake,
} from '../src/providers';
import { applied, leagueContents, preview, type Stack } from './providers-support';

// Issue 12: a competition imported with games already played brings their results: the final
// points the provider sends (its fixtures carry no periods), counted in the table; a result the
// provider changes afterwards is corrected by the next import, shown first in its preview.

let genius: GeniusSportsFake;
let atrium: AtriumFake;
let stack: Stack;
let superAdmin: TestBrowser;

beforeAll(async () => {
  genius = await startGeniusSportsFake();
  atrium = await startAtriumFake();
  stack = await startStack({
    gatewayConfig: {
      geniusSports: { url: genius.url, apiKey: genius.apiKey },
      providerTimeoutMs: 500,
    },
  });
  ({ superAdmin } = await competitionAdmins(stack));
  const saved = await superAdmin.request('PUT', '/api/admin/platforms/1/settings/atrium', {
    body: { url: atrium.url, key: atrium.key },
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await stack?.close();
  await genius?.close();
  await atrium?.close();
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
  return (await stack.gateway
    .knex('rm.contests')
    .where({ league_id: leagueId })
    .orderBy('id')
    .select('id', 'status', 'A1', 'B4', 'first_team_total', 'second_team_total')) as HeldContest[];
}

const cases = [
  {
    provider: 'genius-sports',
    name: 'Prva muška liga 2026/27',
    fake: () => genius,
    id: () => '40112',
  },
  {
    provider: 'atrium',
    name: 'Prva ženska liga 2026/27',
    fake: () => atrium,
    id: () => atrium.seasonId,
  },
] as const;

describe.each(cases)('when a $provider season with played games is imported', (c) => {
  it('brings the played results into the table, and corrects one the provider changed', async () => {
    const games = c.fake().season.games;
    const played = games.filter((game) => game.score !== null);
    expect(played.length).toBe(36);

    const first = await preview(stack, superAdmin, c.provider, c.id());
    expect((await applied(superAdmin, first.body.data.id)).state).toBe('succeeded');
    const leagueId = (await leagueContents(stack, c.name)).leagues[0]!;
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
    const table = await superAdmin.get(`/api/leagues/${leagueId}/standings`);
    const rows = table.body.standings as { played: number; points_for: number }[];
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.played === 6)).toBe(true);
    const pointsFor = played.reduce((sum, game) => sum + game.score!.home + game.score!.away, 0);
    expect(rows.reduce((sum, row) => sum + row.points_for, 0)).toBe(pointsFor);

    // Nothing to do again: the same results are not entered twice.
    const events = await stack.eventCount();
    const same = await preview(stack, superAdmin, c.provider, c.id());
    expect(same.body.data.counts.fixtures).toEqual({ new: 0, changed: 0, unchanged: 132 });
    expect((await applied(superAdmin, same.body.data.id)).state).toBe('succeeded');
    expect(await stack.eventCount()).toBe(events);

    // The provider corrects a result: shown as a changed result, then corrected.
    const game = played[4]!;
    const kept = { ...game.score! };
    try {
      game.score = { home: kept.away, away: kept.home + 5 };
      const planned = await preview(stack, superAdmin, c.provider, c.id());
      expect(planned.body.data.counts.fixtures).toEqual({ new: 0, changed: 1, unchanged: 131 });
      const changed = planned.body.data.fixtures.find(
        (f: { state: string }) => f.state === 'changed',
      );
      expect(changed).toMatchObject({ fields: ['result'], result: game.score });
      expect((await applied(superAdmin, planned.body.data.id)).state).toBe('succeeded');
      const corrected = (await heldContests(leagueId)).find((contest) => contest.id === changed.id);
      expect(corrected).toMatchObject({
        status: 'finished',
        first_team_total: game.score.home,
        second_team_total: game.score.away,
      });
      const history = await superAdmin.request('GET', `/api/history/contest/${changed.id}`);
      const entries = history.body.data as { event: string }[];
      expect(entries.map((e) => e.event)).toEqual([
        'ContestScheduled',
        'ResultEntered',
        'ResultCorrected',
      ]);
    } finally {
      game.score = kept;
    }
  });
});
