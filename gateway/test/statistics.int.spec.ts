import { describe, expect, it } from 'vitest';
import type { LeagueStatistics, TeamStatistics } from '@courtside/events';
import type { TestBrowser } from './browser';
import { gatewayWithRows } from './gateway-with-rows';
import type { RunningGateway } from './harness';
import { perFile } from './per-file';

let running: RunningGateway;
let browser: TestBrowser;

perFile(gatewayWithRows, async ({ rows, ...started }) => {
  ({ running, browser } = started);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Skrivena liga', public: false });
  await rows.team(1, 11, 'Vojvodina');
  await rows.team(1, 12, 'Partizan');
  await rows.team(1, 13, 'Zvezda');
  await rows.team(2, 11, 'Vojvodina');
  const finished = async (
    id: number,
    time: string,
    teams: [number, string, number, string],
    scores: (number | null)[],
    forfeit = false,
  ) => {
    await rows.contest({ id, leagueId: 1, time, teams, scores, status: 'finished' });
    if (forfeit) await running.knex('contests').withSchema('rm').where({ id }).update({ forfeit });
  };
  // Vojvodina: W 80–70 at home, L 60–75 away, W 90–85 after extra time at home,
  // W 20–0 by forfeit away; Partizan–Zvezda in between; one contest still to play.
  await finished(
    101,
    '2026-05-02T18:00:00Z',
    [11, 'Vojvodina', 12, 'Partizan'],
    [20, 20, 20, 20, null, 15, 15, 20, 20, null],
  );
  await finished(
    102,
    '2026-05-09T18:00:00Z',
    [13, 'Zvezda', 11, 'Vojvodina'],
    [20, 20, 20, 15, null, 15, 15, 15, 15, null],
  );
  await finished(
    103,
    '2026-05-16T18:00:00Z',
    [11, 'Vojvodina', 13, 'Zvezda'],
    [20, 20, 20, 15, 15, 20, 20, 20, 15, 10],
  );
  await finished(
    104,
    '2026-05-23T18:00:00Z',
    [12, 'Partizan', 13, 'Zvezda'],
    [30, 30, 30, 10, null, 10, 10, 10, 10, null],
  );
  await finished(
    105,
    '2026-05-30T18:00:00Z',
    [12, 'Partizan', 11, 'Vojvodina'],
    [0, 0, 0, 0, null, 20, 0, 0, 0, null],
    true,
  );
  await rows.contest({
    id: 106,
    leagueId: 1,
    time: '2026-06-06T18:00:00Z',
    teams: [11, 'Vojvodina', 12, 'Partizan'],
    scores: [10, 10, null, null, null, 5, 5, null, null, null],
  });
});

const teamOf = (body: LeagueStatistics, id: number) =>
  body.teams.find((t) => t.team.id === id) as TeamStatistics;

describe('when the public opens a league’s statistics', () => {
  it('counts points, splits and periods from finished contests, leaving forfeit points out', async () => {
    const answer = await browser.request('GET', '/api/leagues/1/statistics');
    expect(answer.status).toBe(200);
    const body = answer.body as LeagueStatistics;
    expect(body.league).toMatchObject({ id: 1, name: 'Prva liga' });
    expect(body.games).toBe(5);
    const vojvodina = teamOf(body, 11);
    expect(vojvodina).toMatchObject({
      played: 4,
      won: 3,
      lost: 1,
      forfeits: 1,
      points_for: 80 + 60 + 90,
      points_against: 70 + 75 + 85,
      avg_for: 76.67,
      avg_against: 76.67,
      home: { played: 2, won: 2, lost: 0, points_for: 170, points_against: 155 },
      away: { played: 2, won: 1, lost: 1, points_for: 60, points_against: 75 },
    });
    expect(vojvodina.periods).toEqual([
      // (20 + 15 + 20) / 3 scored and (15 + 20 + 20) / 3 conceded in the first period, …
      { period: '1', games: 3, for_avg: 18.33, against_avg: 18.33 },
      { period: '2', games: 3, for_avg: 18.33, against_avg: 18.33 },
      { period: '3', games: 3, for_avg: 18.33, against_avg: 20 },
      { period: '4', games: 3, for_avg: 16.67, against_avg: 16.67 },
      { period: 'extra', games: 1, for_avg: 15, against_avg: 10 },
    ]);
  });

  it('follows streaks in playing order and finds the biggest wins', async () => {
    const body = (await browser.request('GET', '/api/leagues/1/statistics'))
      .body as LeagueStatistics;
    const vojvodina = teamOf(body, 11);
    expect(vojvodina.current_streak).toEqual({ outcome: 'W', length: 2 });
    expect(vojvodina.longest_win_streak).toBe(2);
    expect(vojvodina.longest_loss_streak).toBe(1);
    expect(vojvodina.biggest_win).toMatchObject({ contest_id: 101, margin: 10, home: true });
    const zvezda = teamOf(body, 13);
    expect(zvezda.current_streak).toEqual({ outcome: 'L', length: 2 });
    expect(body.biggest_wins.map((w) => [w.team.name, w.margin])).toEqual([
      ['Partizan', 60],
      ['Zvezda', 15],
      ['Vojvodina', 10],
      ['Vojvodina', 5],
    ]);
  });

  it('narrows to one team when asked', async () => {
    const body = (await browser.request('GET', '/api/leagues/1/statistics?team_id=13'))
      .body as LeagueStatistics;
    expect(body.teams.map((t) => t.team.name)).toEqual(['Zvezda']);
    expect(body.games).toBe(3);
  });

  it('answers 404 for a hidden or unknown league and 422 for a bad team', async () => {
    for (const path of ['/api/leagues/2/statistics', '/api/leagues/99/statistics']) {
      const answer = await browser.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: 'Record not found in database.' });
    }
    const letters = await browser.request('GET', '/api/leagues/1/statistics?team_id=abc');
    expect(letters.status).toBe(422);
    expect(letters.body.errors).toEqual({ team_id: ['Enter a valid number.'] });
    const stranger = await browser.request('GET', '/api/leagues/1/statistics?team_id=99');
    expect(stranger.status).toBe(422);
    expect(Object.keys(stranger.body.errors)).toEqual(['team_id']);
  });
});
