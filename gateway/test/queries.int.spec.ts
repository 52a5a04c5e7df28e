import { describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { gatewayWithRows } from './gateway-with-rows';
import type { RunningGateway } from './harness';
import { perFile } from './per-file';

let running: RunningGateway;
let browser: TestBrowser;

perFile(gatewayWithRows, async ({ rows, ...started }) => {
  ({ running, browser } = started);
  for (let id = 1; id <= 12; id += 1) {
    await rows.league({ id, name: `League ${id}`, category: [7, 'Seniors'] });
  }
  await rows.league({ id: 13, name: 'Hidden league', public: false });
  await rows.team(1, 101, 'Vojvodina');
  await rows.team(1, 102, 'Partizan');
  await rows.team(13, 103, 'Secret');
  await rows.contest({
    id: 501,
    leagueId: 1,
    time: '2026-05-02T18:00:00Z',
    teams: [101, 'Vojvodina', 102, 'Partizan'],
    scores: [20, 18, 22, 15, null, 17, 19, 21, 16, null],
    revision: 3,
  });
  await rows.contest({
    id: 502,
    leagueId: 1,
    time: '2026-05-09T18:00:00Z',
    teams: [102, 'Partizan', 101, 'Vojvodina'],
  });
  // 23:30 UTC on the 2nd: still the 2nd in UTC, whatever the server's zone.
  await rows.contest({
    id: 503,
    leagueId: 2,
    time: '2026-05-02T23:30:00Z',
    teams: [101, 'Vojvodina', 102, 'Partizan'],
  });
  await rows.contest({
    id: 504,
    leagueId: 13,
    time: '2026-05-02T18:00:00Z',
    teams: [103, 'Secret', 101, 'Vojvodina'],
  });
  await rows.standing(1, 101, 'Vojvodina', 1, 2);
  await rows.standing(1, 102, 'Partizan', 2, 1);
  await rows.checkpoint('812:44');
});

describe('when listing leagues', () => {
  it('answers the first ten public leagues, newest first, with paging meta', async () => {
    const { status, body } = await browser.get('/api/leagues');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(body.data.map((l: { id: number }) => l.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(body.data[0]).toEqual({
      id: 12,
      name: 'League 12',
      kind: 'league',
      season: '2025/26',
      category: { id: 7, name: 'Seniors' },
      rounds: 2,
      number_of_teams: 2,
      start_date: '2026-05-01',
      city: 'Novi Sad',
      public: true,
      games_played: 0,
    });
  });

  it('answers the requested page and page size', async () => {
    const { body } = await browser.get('/api/leagues?page=2&per_page=5');
    expect(body.meta).toEqual({ current_page: 2, per_page: 5, total: 12, last_page: 3 });
    expect(body.data.map((l: { id: number }) => l.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('rejects a page that is not a positive number with 422 naming the field', async () => {
    const { status, body } = await browser.get('/api/leagues?page=abc&per_page=0');
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      page: ['Enter a valid number.'],
      per_page: ['Enter a valid number.'],
    });
  });
});

describe('when opening one league', () => {
  it('answers its summary, teams, contests and the checkpoint', async () => {
    const { status, body } = await browser.get('/api/leagues/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, name: 'League 1', checkpoint: '812:44' });
    expect(body.teams).toEqual([
      { id: 102, name: 'Partizan', full_name: 'Partizan KK', city: 'Novi Sad' },
      { id: 101, name: 'Vojvodina', full_name: 'Vojvodina KK', city: 'Novi Sad' },
    ]);
    expect(body.contests.map((c: { id: number }) => c.id)).toEqual([501, 502]);
  });

  it('answers public standings with both tables and the contests', async () => {
    const { status, body } = await browser.get('/api/leagues/1/public-standings');
    expect(status).toBe(200);
    expect(body.league.id).toBe(1);
    expect(body.checkpoint).toBe('812:44');
    expect(body.standings[0]).toEqual({
      position: 1,
      team: { id: 101, name: 'Vojvodina' },
      played: 1,
      won: 1,
      lost: 0,
      forfeits: 0,
      points_for: 80,
      points_against: 70,
      point_difference: 10,
      points: 2,
      criterion: 'points',
    });
    expect(body.prof_standings[1]).toMatchObject({ position: 2, home_won: 0, away_lost: 0 });
    expect(body.contests).toHaveLength(2);
  });

  it('answers the public schedule', async () => {
    const { status, body } = await browser.get('/api/leagues/1/public-schedule');
    expect(status).toBe(200);
    expect(body.league.name).toBe('League 1');
    expect(body.contests.map((c: { id: number }) => c.id)).toEqual([501, 502]);
    expect(body.checkpoint).toBe('812:44');
  });

  it.each(['/api/leagues/13', '/api/leagues/999', '/api/leagues/abc', '/api/leagues/0'])(
    'answers %s with 404 as an unknown record',
    async (path) => {
      const { status, body } = await browser.get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Record not found in database.' });
    },
  );

  it.each(['public-standings', 'public-schedule'])(
    'answers %s of a hidden league with 404',
    async (view) => {
      expect((await browser.get(`/api/leagues/13/${view}`)).status).toBe(404);
      expect((await browser.get(`/api/leagues/x1/${view}`)).status).toBe(404);
    },
  );
});

describe('when opening one contest', () => {
  it('answers the public contest shape', async () => {
    const { status, body } = await browser.get('/api/contests/501');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 501,
      league_id: 1,
      league_name: 'League 1',
      round: 1,
      time: '2026-05-02T18:00:00.000Z',
      location: 'Spens',
      status: 'in_progress',
      first_team: { id: 101, name: 'Vojvodina', is_absent: false },
      second_team: { id: 102, name: 'Partizan', is_absent: false },
      A1: 20,
      A2: 18,
      A3: 22,
      A4: 15,
      A_extra: null,
      B1: 17,
      B2: 19,
      B3: 21,
      B4: 16,
      B_extra: null,
      first_team_total: 75,
      second_team_total: 73,
      winner: null,
      forfeit: false,
      revision: 3,
    });
  });

  it('answers a contest of a hidden league, an unknown and a non-numeric id with 404', async () => {
    for (const path of ['/api/contests/504', '/api/contests/9999', '/api/contests/5x']) {
      expect((await browser.get(path)).status).toBe(404);
    }
  });
});

describe('when listing the contests of a day', () => {
  it("answers every public league's contests of that UTC day", async () => {
    const { status, body } = await browser.get('/api/leagues/2026/05/02/contests');
    expect(status).toBe(200);
    expect(body.date).toBe('2026-05-02');
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([501, 503]);
  });

  it('answers an empty list for a quiet day', async () => {
    const { body } = await browser.get('/api/leagues/2026/05/03/contests');
    expect(body.data).toEqual([]);
  });

  it('rejects a date that does not exist with 422', async () => {
    expect((await browser.get('/api/leagues/2026/02/30/contests')).status).toBe(422);
  });
});

describe('when the client asks in another language', () => {
  it('answers in Serbian Latin by default and in Cyrillic when asked', async () => {
    const latin = await fetch(`${running.url}/api/contests/9999`);
    expect(await latin.json()).toEqual({ message: 'Zapis nije pronađen u bazi podataka.' });
    const cyrillic = await fetch(`${running.url}/api/contests/9999`, {
      headers: { 'accept-language': 'sr-Cyrl-RS,sr;q=0.9' },
    });
    expect(await cyrillic.json()).toEqual({ message: 'Запис није пронађен у бази података.' });
  });
});

describe('when a path under /api does not exist', () => {
  it('answers 404 in JSON', async () => {
    const { status, body } = await browser.get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body.message).toBe('Record not found in database.');
  });
});

describe('when a client sends something odd', () => {
  it.each([
    ['/api/leagues/%E0%A4%A', 404],
    ['/api/contests/99999999999999999999', 404],
    ['/api/leagues?per_page=1000', 422],
    ['/api/leagues/2026/13/01/contests', 422],
    ['/%E0%A4%A', 404],
  ])('answers %s with %i, never a 500', async (path, expected) => {
    const response = await fetch(`${running.url}${path}`);
    expect(response.status).toBe(expected);
  });

  it('answers a sign-in body that is a list with 422', async () => {
    const odd = new TestBrowser(running.url);
    await odd.csrf();
    const { status, body } = await odd.request('POST', '/api/officials/login', { body: ['x'] });
    expect(status).toBe(422);
    expect(body.message).toBe('The given data was invalid.');
  });
});
