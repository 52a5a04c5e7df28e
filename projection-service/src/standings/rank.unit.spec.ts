import { describe, expect, it } from 'vitest';
import { standings, table, won } from './rank-given';

describe('when no teams are level on points', () => {
  it('orders them by points, each placed by its points', () => {
    const contests = [
      won('Arad', 80, 70, 'Brasov'),
      won('Brasov', 75, 60, 'Cluj'),
      won('Arad', 66, 64, 'Cluj'),
    ];

    const rows = standings({ contests, only: ['Arad', 'Brasov', 'Cluj'], groupComplete: true });

    expect(table(rows)).toEqual([
      [1, 'Arad', 4, 'points'],
      [2, 'Brasov', 3, 'points'],
      [3, 'Cluj', 2, 'points'],
    ]);
    expect(rows[0]).toMatchObject({
      played: 2,
      won: 2,
      lost: 0,
      forfeits: 0,
      pointsFor: 146,
      pointsAgainst: 134,
      pointDifference: 12,
      shared: false,
    });
  });
});

describe('when two teams are level on points and have played each other', () => {
  it('puts the winner of their contest first, though the other has the better point difference', () => {
    const contests = [
      won('Arad', 70, 68, 'Brasov'),
      won('Brasov', 100, 60, 'Cluj'),
      won('Deva', 80, 60, 'Arad'),
    ];

    const rows = standings({ contests, only: ['Arad', 'Brasov', 'Cluj', 'Deva'] });

    expect(table(rows)).toEqual([
      [1, 'Arad', 3, 'head-to-head points'],
      [2, 'Brasov', 3, 'head-to-head points'],
      [3, 'Deva', 2, 'points'],
      [4, 'Cluj', 1, 'points'],
    ]);
    expect(rows[1]?.pointDifference).toBeGreaterThan(rows[0]?.pointDifference ?? 0);
  });
});

describe('when two level teams won one contest each against the other', () => {
  it('puts first the one with the better point difference in those two contests', () => {
    const contests = [
      won('Arad', 80, 70, 'Brasov'),
      won('Brasov', 75, 70, 'Arad'),
      won('Arad', 61, 60, 'Cluj'),
      won('Brasov', 100, 50, 'Cluj'),
    ];

    const rows = standings({ contests, only: ['Arad', 'Brasov', 'Cluj'] });

    expect(table(rows)).toEqual([
      [1, 'Arad', 5, 'head-to-head point difference'],
      [2, 'Brasov', 5, 'head-to-head point difference'],
      [3, 'Cluj', 2, 'points'],
    ]);
  });
});

describe('when three level teams are split by their contests and two of them stay level', () => {
  // Among the three, Arad has 7 points, Brasov and Cluj 4 each. Carried on over the three,
  // the tie would go to Brasov (+28 against -2); restarted over the two, Cluj won their contest.
  const contests = [
    won('Brasov', 90, 60, 'Arad'),
    won('Arad', 71, 70, 'Brasov'),
    won('Arad', 70, 68, 'Cluj'),
    won('Arad', 70, 69, 'Cluj'),
    won('Cluj', 70, 69, 'Brasov'),
    won('Brasov', 80, 50, 'Deva'),
    won('Brasov', 80, 50, 'Iasi'),
    won('Cluj', 65, 60, 'Deva'),
    won('Cluj', 65, 60, 'Iasi'),
    won('Deva', 75, 70, 'Arad'),
  ];

  it('restarts for the two still level, using only the contest between them', () => {
    expect(table(standings({ contests }))).toEqual([
      [1, 'Arad', 8, 'head-to-head points'],
      [2, 'Cluj', 8, 'head-to-head points'],
      [3, 'Brasov', 8, 'head-to-head points'],
      [4, 'Deva', 4, 'points'],
      [5, 'Iasi', 2, 'points'],
    ]);
  });
});

describe('when three level teams each beat one of the others', () => {
  // Overall, Brasov (+45) and Cluj (+17) are ahead of Arad (+9) thanks to their contests with Deva.
  const contests = [
    won('Arad', 80, 70, 'Brasov'),
    won('Brasov', 75, 70, 'Cluj'),
    won('Cluj', 72, 70, 'Arad'),
    won('Arad', 61, 60, 'Deva'),
    won('Brasov', 100, 50, 'Deva'),
    won('Cluj', 80, 60, 'Deva'),
  ];

  it('orders them by point difference in the contests among the three', () => {
    expect(table(standings({ contests, only: ['Arad', 'Brasov', 'Cluj', 'Deva'] }))).toEqual([
      [1, 'Arad', 5, 'head-to-head point difference'],
      [2, 'Cluj', 5, 'head-to-head point difference'],
      [3, 'Brasov', 5, 'head-to-head point difference'],
      [4, 'Deva', 3, 'points'],
    ]);
  });
});

describe('when the point difference among three separates one and leaves two level', () => {
  // Among the three: Arad +8, Brasov -4, Cluj -4; Brasov beat Cluj.
  const contests = [
    won('Arad', 80, 70, 'Brasov'),
    won('Brasov', 76, 70, 'Cluj'),
    won('Cluj', 72, 70, 'Arad'),
  ];

  it('restarts for the two with their own contest', () => {
    expect(
      table(standings({ contests, only: ['Arad', 'Brasov', 'Cluj'], groupComplete: true })),
    ).toEqual([
      [1, 'Arad', 3, 'head-to-head point difference'],
      [2, 'Brasov', 3, 'head-to-head points'],
      [3, 'Cluj', 3, 'head-to-head points'],
    ]);
  });
});

describe('when the contests between level teams cannot separate them', () => {
  it('orders them by point difference in all contests', () => {
    const contests = [
      won('Arad', 80, 70, 'Brasov'),
      won('Brasov', 80, 70, 'Arad'),
      won('Arad', 90, 60, 'Cluj'),
      won('Brasov', 70, 60, 'Cluj'),
    ];

    expect(table(standings({ contests, only: ['Arad', 'Brasov', 'Cluj'] }))).toEqual([
      [1, 'Arad', 5, 'point difference'],
      [2, 'Brasov', 5, 'point difference'],
      [3, 'Cluj', 2, 'points'],
    ]);
  });

  it('then by points scored in all contests', () => {
    const contests = [
      won('Arad', 80, 70, 'Brasov'),
      won('Brasov', 80, 70, 'Arad'),
      won('Arad', 90, 60, 'Cluj'),
      won('Brasov', 100, 70, 'Cluj'),
    ];

    expect(table(standings({ contests, only: ['Arad', 'Brasov', 'Cluj'] }))).toEqual([
      [1, 'Brasov', 5, 'points scored'],
      [2, 'Arad', 5, 'points scored'],
      [3, 'Cluj', 2, 'points'],
    ]);
  });
});

describe('when teams are still level on everything', () => {
  const contests = [won('Brasov', 80, 70, 'Cluj'), won('Arad', 80, 70, 'Deva')];
  const only = ['Arad', 'Brasov', 'Cluj', 'Deva'] as const;

  it('has them share a place while the group is being played', () => {
    const rows = standings({ contests, only });

    expect(table(rows)).toEqual([
      [1, 'Arad', 2, 'shared'],
      [1, 'Brasov', 2, 'shared'],
      [3, 'Cluj', 1, 'shared'],
      [3, 'Deva', 1, 'shared'],
    ]);
    expect(rows.map((row) => row.shared)).toEqual([true, true, true, true]);
  });

  it('gives them places by name once the group is complete, still marked shared', () => {
    const rows = standings({ contests, only, groupComplete: true });

    expect(table(rows)).toEqual([
      [1, 'Arad', 2, 'shared'],
      [2, 'Brasov', 2, 'shared'],
      [3, 'Cluj', 1, 'shared'],
      [4, 'Deva', 1, 'shared'],
    ]);
    expect(rows.map((row) => row.shared)).toEqual([false, false, false, false]);
  });
});
