import { winsNeeded, type SeriesDraw } from '@courtside/events';

/** One series of a single-elimination bracket as the rules need it. */
export interface Series extends SeriesDraw {
  /** Ids of the series' contests, in order. */
  contests: number[];
  /** Contest id → winning team id, for contests already decided. */
  results: Record<number, number>;
  winnerTeamId: number | null;
}

export interface Bracket {
  bestOf: number;
  series: Series[];
}

export const seriesKey = (round: number, index: number) => `r${round}s${index}`;

/**
 * Seed positions of a bracket of `size` (a power of two) so that seeds 1 and 2 can only meet in
 * the final: 1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/**
 * The draw of a single-elimination bracket for teams in seed order. Missing opponents (the
 * team count is not a power of two) are byes: the series has no second team and its winner is
 * known at once.
 */
export function drawBracket(teamIds: number[]): SeriesDraw[] {
  let size = 1;
  while (size < teamIds.length) size *= 2;
  const rounds = Math.log2(size);
  const order = seedOrder(size);
  const series: SeriesDraw[] = [];
  for (let index = 1; index <= size / 2; index++) {
    const first = teamIds[(order[2 * index - 2] ?? 0) - 1] ?? null;
    const second = teamIds[(order[2 * index - 1] ?? 0) - 1] ?? null;
    series.push({
      key: seriesKey(1, index),
      round: 1,
      index,
      firstTeamId: first,
      secondTeamId: second,
    });
  }
  for (let round = 2; round <= rounds; round++) {
    for (let index = 1; index <= size / 2 ** round; index++) {
      series.push({
        key: seriesKey(round, index),
        round,
        index,
        firstTeamId: null,
        secondTeamId: null,
      });
    }
  }
  return series;
}

/** Where the winner of a series goes: the next round's series and side; null after the final. */
export function nextOf(
  series: Pick<SeriesDraw, 'round' | 'index'>,
  all: Pick<SeriesDraw, 'key'>[],
): { seriesKey: string; slot: 'first' | 'second' } | null {
  const key = seriesKey(series.round + 1, Math.ceil(series.index / 2));
  if (!all.some((s) => s.key === key)) return null;
  return { seriesKey: key, slot: series.index % 2 === 1 ? 'first' : 'second' };
}

/** Wins of a team in a series so far. */
export function winsOf(series: Series, teamId: number): number {
  return Object.values(series.results).filter((winner) => winner === teamId).length;
}

/** The team that has taken the series, if any. */
export function seriesWinner(series: Series, bestOf: number): number | null {
  for (const team of [series.firstTeamId, series.secondTeamId]) {
    if (team !== null && winsOf(series, team) >= winsNeeded(bestOf)) return team;
  }
  return null;
}

/** Series that need their next contest scheduled: both teams known, undecided, no contest open. */
export function seriesAwaitingContest(bracket: Bracket): Series[] {
  return bracket.series.filter(
    (s) =>
      s.firstTeamId !== null &&
      s.secondTeamId !== null &&
      s.winnerTeamId === null &&
      s.contests.every((contestId) => s.results[contestId] !== undefined),
  );
}
