import { describe, expect, it } from 'vitest';
import { fibaDefaults } from './points';
import { expectedContestsOf, leagueTables, pointsOf, type LeagueContest } from './tables';

const teams = [
  { id: 1, name: 'Arad' },
  { id: 2, name: 'Brasov' },
];
const contest = (round: number, day: string, home: number, away: number): LeagueContest => ({
  round,
  day,
  status: 'finished',
  home,
  away,
  homeScore: 80,
  awayScore: 70,
  forfeit: false,
});

describe('when a league has its own points', () => {
  it('uses each whole-number key and keeps FIBA for the rest', () => {
    expect(pointsOf({ win: 3, loss: 0, forfeit_loss: -1, draw_zero: 'x' })).toEqual({
      ...fibaDefaults,
      win: 3,
      loss: 0,
      forfeitLoss: -1,
    });
  });

  it('falls back to FIBA without a config', () => {
    expect(pointsOf(null)).toEqual(fibaDefaults);
  });

  it('counts a win with the league points in every table', () => {
    const tables = leagueTables(teams, [contest(1, '2026-04-04', 1, 2)], pointsOf({ win: 3 }), 2);
    expect(
      tables.live.map((row) => [row.team.name, row.points, row.homeWon, row.awayLost]),
    ).toEqual([
      ['Arad', 3, 1, 0],
      ['Brasov', 1, 0, 1],
    ]);
  });
});

describe('when contests are left to play', () => {
  it('expects every pair to meet once per cycle in a league, and nothing more elsewhere', () => {
    expect(expectedContestsOf('league', 2, 4)).toBe(12);
    expect(expectedContestsOf('tournament', 2, 4)).toBe(0);
  });

  it('keeps level teams sharing a place until the schedule is complete', () => {
    const level = [contest(1, '2026-04-04', 1, 2), { ...contest(2, '2026-04-11', 2, 1) }];
    const unfinished = leagueTables(teams, level, fibaDefaults, 4);
    expect(unfinished.live.map((row) => [row.position, row.criterion])).toEqual([
      [1, 'shared'],
      [1, 'shared'],
    ]);
    const complete = leagueTables(teams, level, fibaDefaults, 2);
    expect(complete.live.map((row) => [row.position, row.criterion])).toEqual([
      [1, 'shared'],
      [2, 'shared'],
    ]);
    expect([...complete.byRound.keys()]).toEqual([0, 1, 2]);
    expect([...complete.byDay.keys()]).toEqual(['2026-04-04', '2026-04-11']);
  });
});
