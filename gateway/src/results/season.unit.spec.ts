import { describe, expect, it } from 'vitest';
import { eventsRange, incomeFilters } from './schemas';
import { conventionalSeason, seasonStartYear, seasonsOn } from './season';

describe('when a season is named', () => {
  it('reads its first year from every way categories write it, and nothing from other text', () => {
    expect(['2025/2026', '2025/26', '2025-2026', '2025'].map(seasonStartYear)).toEqual([
      2025, 2025, 2025, 2025,
    ]);
    expect(seasonStartYear('last season')).toBeNull();
  });

  it('names the season of a day with no category by July', () => {
    expect(conventionalSeason('2026-06-30')).toBe('2025/2026');
    expect(conventionalSeason('2026-07-01')).toBe('2026/2027');
  });
});

describe('when two seasons meet on a day', () => {
  const spans = [
    { season: '2025/2026', first: '2025-10-01', last: '2026-06-20' },
    { season: '2026/2027', first: '2026-06-01', last: '2027-03-01' },
  ];

  it('lists both, newest first, and only one on either side of the overlap', () => {
    expect(seasonsOn(spans, '2026-06-10')).toEqual(['2026/2027', '2025/2026']);
    expect(seasonsOn(spans, '2026-05-31')).toEqual(['2025/2026']);
    expect(seasonsOn(spans, '2026-06-21')).toEqual(['2026/2027']);
    expect(seasonsOn(spans, '2027-08-01')).toEqual([]);
  });
});

describe('when the date picker asks for a month', () => {
  it('covers the month to its last day, February included', () => {
    expect(eventsRange({ year: 2028, month: 2 }, '2026-11-22')).toEqual([
      '2028-02-01',
      '2028-02-29',
    ]);
    expect(eventsRange({}, '2026-11-22')).toEqual(['2026-01-01', '2026-12-31']);
  });
});

describe('when the income report is opened without dates', () => {
  it('covers the current month up to today, and a lone start runs to today', () => {
    expect(incomeFilters({}, '2026-11-22')).toMatchObject({ from: '2026-11-01', to: '2026-11-22' });
    expect(incomeFilters({ from: '2026-10-05' }, '2026-11-22')).toMatchObject({
      from: '2026-10-05',
      to: '2026-11-22',
    });
    expect(incomeFilters({ to: '2026-09-15' }, '2026-11-22')).toMatchObject({
      from: '2026-09-01',
      to: '2026-09-15',
    });
  });
});
