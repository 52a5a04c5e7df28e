import { describe, expect, it } from 'vitest';
import { drawBracket, nextOf, seedOrder } from './bracket';

describe('when seeding a bracket', () => {
  it('keeps the top two seeds apart until the final', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('gives byes to the top seeds when the count is not a power of two', () => {
    const series = drawBracket([10, 20, 30, 40, 50, 60]);
    const first = series.filter((s) => s.round === 1);
    expect(first.map((s) => [s.firstTeamId, s.secondTeamId])).toEqual([
      [10, null],
      [40, 50],
      [20, null],
      [30, 60],
    ]);
    expect(series.filter((s) => s.round === 2)).toHaveLength(2);
    expect(series.filter((s) => s.round === 3)).toHaveLength(1);
  });

  it('sends odd series to the first slot and even ones to the second, none after the final', () => {
    const series = drawBracket([1, 2, 3, 4]);
    expect(nextOf({ round: 1, index: 1 }, series)).toEqual({ seriesKey: 'r2s1', slot: 'first' });
    expect(nextOf({ round: 1, index: 2 }, series)).toEqual({ seriesKey: 'r2s1', slot: 'second' });
    expect(nextOf({ round: 2, index: 1 }, series)).toBeNull();
  });
});
