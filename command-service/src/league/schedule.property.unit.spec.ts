import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateRoundRobin, type Rounds, type Week } from './schedule';

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Checks every promise generateRoundRobin makes; throws at the first one broken. */
function expectRoundRobin(teamIds: number[], rounds: Rounds, weeks: Week[]): void {
  const n = teamIds.length;
  const weeksPerRound = n - 1 + (n % 2);
  expect(weeks).toHaveLength(rounds * weeksPerRound);
  expect(weeks.map((w) => w.week)).toEqual(weeks.map((_, i) => i + 1));

  for (const week of weeks) {
    expect(week.round).toBe(Math.floor((week.week - 1) / weeksPerRound) + 1);
    expect(week.contests).toHaveLength(Math.floor(n / 2));
    const playing = week.contests.flatMap((m) => [m.home, m.away]);
    if (week.bye !== null) playing.push(week.bye);
    // Nobody twice in a week, and with the bye everyone is accounted for.
    expect(new Set(playing).size).toBe(playing.length);
    expect([...playing].sort((a, b) => a - b)).toEqual([...teamIds].sort((a, b) => a - b));
    expect(week.bye === null).toBe(n % 2 === 0);
  }

  const overall = new Map<string, number>();
  for (let round = 1; round <= rounds; round++) {
    const inRound = weeks.filter((w) => w.round === round);
    const meetings = new Map<string, number>();
    const home = new Map<number, number>();
    const away = new Map<number, number>();
    const byes = new Map<number, number>();
    for (const week of inRound) {
      if (week.bye !== null) byes.set(week.bye, (byes.get(week.bye) ?? 0) + 1);
      for (const m of week.contests) {
        const key = pairKey(m.home, m.away);
        meetings.set(key, (meetings.get(key) ?? 0) + 1);
        overall.set(key, (overall.get(key) ?? 0) + 1);
        home.set(m.home, (home.get(m.home) ?? 0) + 1);
        away.set(m.away, (away.get(m.away) ?? 0) + 1);
      }
    }
    expect(meetings.size).toBe((n * (n - 1)) / 2);
    expect([...meetings.values()].every((count) => count === 1)).toBe(true);
    for (const team of teamIds) {
      expect(Math.abs((home.get(team) ?? 0) - (away.get(team) ?? 0))).toBeLessThanOrEqual(1);
      expect(byes.get(team) ?? 0).toBe(n % 2);
    }
    expect(longestVenueRun(inRound, teamIds)).toBeLessThanOrEqual(2);
  }
  expect(overall.size).toBe((n * (n - 1)) / 2);
  expect([...overall.values()].every((count) => count === rounds)).toBe(true);
  expect(longestVenueRun(weeks, teamIds)).toBeLessThanOrEqual(3);

  if (rounds >= 2) {
    const swapped = (round: number) =>
      weeks.filter((w) => w.round === round).map((w) => w.contests.map((m) => [m.away, m.home]));
    const plain = (round: number) =>
      weeks.filter((w) => w.round === round).map((w) => w.contests.map((m) => [m.home, m.away]));
    expect(plain(2)).toEqual(swapped(1));
    if (rounds >= 3) expect(plain(3)).toEqual(plain(1));
    if (rounds === 4) expect(plain(4)).toEqual(swapped(3));
  }
}

/** The most home (or away) contests any team plays in a row, byes skipped. */
function longestVenueRun(weeks: Week[], teamIds: number[]): number {
  let longest = 0;
  for (const team of teamIds) {
    let run = 0;
    let last: 'home' | 'away' | null = null;
    for (const week of weeks) {
      const contest = week.contests.find((m) => m.home === team || m.away === team);
      if (!contest) continue;
      const venue = contest.home === team ? 'home' : 'away';
      run = venue === last ? run + 1 : 1;
      last = venue;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

const roundsArb = fc.integer({ min: 1, max: 4 }).map((rounds) => rounds as Rounds);

describe('when generating a round robin', () => {
  it('keeps every round-robin promise for every team count 2–20 and 1–4 rounds', () => {
    for (let n = 2; n <= 20; n++) {
      for (const rounds of [1, 2, 3, 4] as const) {
        const teamIds = Array.from({ length: n }, (_, i) => 101 + i);
        expectRoundRobin(teamIds, rounds, generateRoundRobin({ teamIds, rounds }));
      }
    }
  });

  it('keeps them for any distinct team ids in any order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }).chain((n) =>
          fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), {
            minLength: n,
            maxLength: n,
          }),
        ),
        roundsArb,
        (teamIds, rounds) => {
          expectRoundRobin(teamIds, rounds, generateRoundRobin({ teamIds, rounds }));
        },
      ),
    );
  });

  it('gives the same schedule for the same teams in the same order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 20 }),
        roundsArb,
        (teamIds, rounds) => {
          expect(generateRoundRobin({ teamIds, rounds })).toEqual(
            generateRoundRobin({ teamIds: [...teamIds], rounds }),
          );
        },
      ),
    );
  });
});
