import type { LeagueEvent } from '@courtside/events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leagueDecider } from './decide';
import { decidePlan } from './plan';

const startDate = '2026-01-05';
const dayMs = 24 * 60 * 60 * 1000;

function league(teamIds: number[], rounds: number, weeks: number | null): LeagueEvent[] {
  return [
    {
      type: 'LeagueCreated',
      data: {
        leagueId: 1,
        kind: 'league',
        name: 'L',
        email: null,
        sortIndex: 0,
        public: true,
        numberOfTeams: teamIds.length,
        rounds,
        weeks,
        startDate,
        categoryId: null,
        city: null,
        recreational: false,
      },
    },
    ...teamIds.map((id): LeagueEvent => ({
      type: 'TeamRegistered',
      data: { leagueId: 1, team: { id, name: `T${id}`, fullName: null, city: null } },
    })),
  ];
}

/** Runs GenerateSchedule and checks what a league admin would check on the printed schedule. */
function expectGeneratedSchedule(teamIds: number[], rounds: number, weeks: number | null) {
  const n = teamIds.length;
  const arenas = Object.fromEntries(teamIds.map((id) => [id, `Hall ${id}`]));
  const state = league(teamIds, rounds, weeks).reduce(
    leagueDecider.evolve,
    leagueDecider.initialState(),
  );
  const [event] = decidePlan(
    {
      type: 'GenerateSchedule',
      data: {
        leagueId: 1,
        contestIds: Array.from({ length: 800 }, (_, i) => i + 1),
        groups: 1,
        arenas,
      },
      metadata: { now: '2026-01-01T00:00:00.000Z' },
    },
    state,
  );
  if (event?.type !== 'ScheduleGenerated') throw new Error('no schedule');
  const contests = event.data.contests;
  const perCycle = (n * (n - 1)) / 2;
  const roundsPerCycle = n - 1 + (n % 2);
  expect(contests).toHaveLength(rounds * perCycle);
  expect(new Set(contests.map((c) => c.contestId)).size).toBe(contests.length);

  // Nobody plays twice in a round; every round on its date, a week (× weeks) apart, at 18:00.
  const byDay = new Map<number, number[]>();
  for (const c of contests) {
    expect(c.firstTeamId).not.toBe(c.secondTeamId);
    expect(c.location).toBe(`Hall ${c.firstTeamId}`);
    const days = Math.floor((Date.parse(c.time) - Date.parse(`${startDate}T00:00:00Z`)) / dayMs);
    expect(days).toBe(7 * (weeks ?? 1) * (c.round - 1));
    byDay.set(c.round, [...(byDay.get(c.round) ?? []), c.firstTeamId, c.secondTeamId]);
  }
  expect(byDay.size).toBe(rounds * roundsPerCycle);
  for (const playing of byDay.values()) expect(new Set(playing).size).toBe(playing.length);

  for (let cycle = 0; cycle < rounds; cycle++) {
    const inCycle = contests.filter((c) => Math.ceil(c.round / roundsPerCycle) === cycle + 1);
    const pairs = new Set(inCycle.map((c) => [c.firstTeamId, c.secondTeamId].sort().join('-')));
    expect(inCycle).toHaveLength(perCycle);
    expect(pairs.size).toBe(perCycle);
    for (const team of teamIds) {
      const home = inCycle.filter((c) => c.firstTeamId === team).length;
      const away = inCycle.filter((c) => c.secondTeamId === team).length;
      expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
    }
    if (cycle % 2 === 1) {
      // The second (and fourth) round mirrors the one before: same order, venues swapped.
      const before = contests.filter((c) => Math.ceil(c.round / roundsPerCycle) === cycle);
      expect(inCycle.map((c) => [c.firstTeamId, c.secondTeamId])).toEqual(
        before.map((c) => [c.secondTeamId, c.firstTeamId]),
      );
    }
  }
}

describe('when the GenerateSchedule command plans a league', () => {
  it('keeps every promise for every team count 2–20 and 1–4 rounds', () => {
    for (let n = 2; n <= 20; n++) {
      for (const rounds of [1, 2, 3, 4]) {
        expectGeneratedSchedule(
          Array.from({ length: n }, (_, i) => 11 + i),
          rounds,
          null,
        );
      }
    }
    // 76 whole schedules with dates in a time zone: slow on a loaded machine, never wrong.
  }, 120_000);

  it('keeps them for any team ids and any spacing of rounds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 20 }),
        fc.integer({ min: 1, max: 4 }),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        (teamIds, rounds, weeks) => expectGeneratedSchedule(teamIds, rounds, weeks),
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
