import { describe, expect, it } from 'vitest';
import { fibaDefaults } from './rank';
import { forfeited, standings, table, won } from './rank-given';

describe('when a team forfeits', () => {
  const contests = [forfeited('Brasov', 'Arad'), won('Deva', 70, 60, 'Cluj')];

  it('gives the winner 2 points and a 20–0 win, and the forfeiting team nothing', () => {
    const rows = standings({ contests, only: ['Arad', 'Brasov', 'Cluj', 'Deva'] });

    expect(table(rows)).toEqual([
      [1, 'Arad', 2, 'point difference'],
      [2, 'Deva', 2, 'point difference'],
      [3, 'Cluj', 1, 'points'],
      [4, 'Brasov', 0, 'points'],
    ]);
    expect(rows[0]).toMatchObject({
      won: 1,
      lost: 0,
      forfeits: 0,
      pointsFor: 20,
      pointsAgainst: 0,
    });
    expect(rows[3]).toMatchObject({
      played: 1,
      won: 0,
      lost: 1,
      forfeits: 1,
      pointsFor: 0,
      pointsAgainst: 20,
      pointDifference: -20,
    });
  });
});

describe('when a contest ends level', () => {
  it('gives each side the draw points of the league, none for a 0–0', () => {
    const contests = [
      won('Arad', 70, 70, 'Brasov'),
      { ...won('Cluj', 0, 0, 'Deva'), forfeit: true },
    ];

    const rows = standings({ contests, only: ['Arad', 'Brasov', 'Cluj', 'Deva'] });

    expect(table(rows)).toEqual([
      [1, 'Arad', 1, 'shared'],
      [1, 'Brasov', 1, 'shared'],
      [3, 'Cluj', 0, 'shared'],
      [3, 'Deva', 0, 'shared'],
    ]);
    expect(rows.map((row) => [row.won, row.lost, row.forfeits])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 1],
      [0, 0, 1],
    ]);
  });
});

describe('when the league sets its own points', () => {
  // Cluj won 3 of 4 against Brasov and lost both to Arad: a loss is worth 1 under FIBA's
  // points, so Brasov's three losses count for more than Arad's two contests.
  const contests = [
    won('Arad', 70, 60, 'Cluj'),
    won('Arad', 70, 60, 'Cluj'),
    won('Brasov', 70, 60, 'Cluj'),
    won('Cluj', 70, 60, 'Brasov'),
    won('Cluj', 70, 60, 'Brasov'),
    won('Cluj', 70, 60, 'Brasov'),
  ];
  const only = ['Arad', 'Brasov', 'Cluj'] as const;

  it('ranks by FIBA points by default', () => {
    expect(table(standings({ contests, only }))).toEqual([
      [1, 'Cluj', 9, 'points'],
      [2, 'Brasov', 5, 'points'],
      [3, 'Arad', 4, 'points'],
    ]);
  });

  it('ranks by 3 for a win and 0 for a loss when the league says so', () => {
    const points = { ...fibaDefaults, win: 3, loss: 0 };

    expect(table(standings({ contests, only, points }))).toEqual([
      [1, 'Cluj', 9, 'points'],
      [2, 'Arad', 6, 'points'],
      [3, 'Brasov', 3, 'points'],
    ]);
  });
});

describe('when a contest names a team outside the group', () => {
  it('refuses to rank', () => {
    expect(() =>
      standings({ contests: [won('Arad', 70, 60, 'Iasi')], only: ['Arad', 'Brasov'] }),
    ).toThrow(/not a game of this group/);
  });
});
