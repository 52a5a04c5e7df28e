import { describe, expect, it } from 'vitest';
import { standings, table, won } from './rank-given';

// A league's own tie-break order (issue 10): the same criteria as FIBA Appendix D, applied in the
// order the league (from the platform's standings tab) names, and only those it names.

describe('given two teams level on points, one winning their contest, the other with the better overall difference', () => {
  const contests = [
    won('Arad', 70, 68, 'Brasov'),
    won('Brasov', 100, 60, 'Cluj'),
    won('Deva', 80, 60, 'Arad'),
  ];
  const only = ['Arad', 'Brasov', 'Cluj', 'Deva'] as const;

  describe('when the league breaks ties by point difference in all games first', () => {
    it('puts the one with the better overall difference first, placed by it', () => {
      const rows = standings({
        contests,
        only,
        tieBreakOrder: ['point difference', 'head-to-head points'],
      });

      expect(table(rows)).toEqual([
        [1, 'Brasov', 3, 'point difference'],
        [2, 'Arad', 3, 'point difference'],
        [3, 'Deva', 2, 'points'],
        [4, 'Cluj', 1, 'points'],
      ]);
    });
  });

  describe("when the league keeps FIBA's order", () => {
    it('puts the winner of their contest first', () => {
      expect(table(standings({ contests, only })).slice(0, 2)).toEqual([
        [1, 'Arad', 3, 'head-to-head points'],
        [2, 'Brasov', 3, 'head-to-head points'],
      ]);
    });
  });
});

describe('given three teams level on points, two of them also level on overall difference', () => {
  // Arad beat Brasov twice (+30), Cluj beat Arad twice (+10), Brasov beat Cluj twice (+20):
  // overall Arad +20, Brasov -10, Cluj -10.
  const contests = [
    won('Arad', 80, 65, 'Brasov'),
    won('Arad', 75, 60, 'Brasov'),
    won('Cluj', 70, 65, 'Arad'),
    won('Cluj', 75, 70, 'Arad'),
    won('Brasov', 80, 70, 'Cluj'),
    won('Brasov', 70, 60, 'Cluj'),
  ];

  describe('when point difference comes first and its split leaves two level', () => {
    it('restarts the order for those two and places them by the next criterion', () => {
      const rows = standings({
        contests,
        only: ['Arad', 'Brasov', 'Cluj'],
        tieBreakOrder: ['point difference', 'head-to-head points'],
        groupComplete: true,
      });

      expect(table(rows)).toEqual([
        [1, 'Arad', 6, 'point difference'],
        [2, 'Brasov', 6, 'head-to-head points'],
        [3, 'Cluj', 6, 'head-to-head points'],
      ]);
    });
  });
});

describe('given two teams level on points with equal head-to-head records', () => {
  const contests = [
    won('Arad', 80, 70, 'Brasov'),
    won('Brasov', 80, 70, 'Arad'),
    won('Arad', 90, 60, 'Cluj'),
    won('Brasov', 70, 60, 'Cluj'),
  ];

  describe('when the league applies only the head-to-head criteria', () => {
    it('leaves them sharing the place, though their overall difference differs', () => {
      const rows = standings({
        contests,
        only: ['Arad', 'Brasov', 'Cluj'],
        tieBreakOrder: [
          'head-to-head points',
          'head-to-head point difference',
          'head-to-head points scored',
        ],
      });

      expect(table(rows)).toEqual([
        [1, 'Arad', 5, 'shared'],
        [1, 'Brasov', 5, 'shared'],
        [3, 'Cluj', 2, 'points'],
      ]);
    });
  });
});
