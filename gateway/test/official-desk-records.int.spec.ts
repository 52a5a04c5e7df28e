import { testClock } from '@courtside/events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let official: TestBrowser;
let officialId: number;
let colleagueId: number;

const now = testClock()();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const day = (iso: string) => iso.slice(0, 10);
const rm = (table: string) => running.knex(table).withSchema('rm');

beforeAll(async () => {
  running = await startGateway();
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: '=Druga liga' });
  await rm('leagues')
    .where({ id: 1 })
    .update({ fees: JSON.stringify({ referee: 40, delegate: 50 }) });
  await rm('leagues')
    .where({ id: 2 })
    .update({ fees: JSON.stringify({ statistician: 20 }) });
  const played = [20, 20, 20, 20, null, 15, 15, 15, 15, null];
  await rows.contest({
    id: 101,
    leagueId: 1,
    time: daysAgo(3),
    teams: [11, 'Vojvodina', 12, 'Partizan'],
    scores: played,
    status: 'finished',
  });
  await rows.contest({
    id: 102,
    leagueId: 2,
    time: daysAgo(1),
    teams: [13, 'Spartak', 14, 'Borac'],
    scores: [10, null, null, null, null, 8, null, null, null, null],
  });
  await rows.contest({
    id: 103,
    leagueId: 1,
    time: daysAgo(-2),
    teams: [11, 'Vojvodina', 14, 'Borac'],
  });
  ({ browser: official, id: officialId } = await newSignedIn(
    running.url,
    running.knex,
    'official',
    ['referee'],
    ['view.leagues', 'view.contests'],
  ));
  ({ id: colleagueId } = await newSignedIn(running.url, running.knex, 'official', ['referee']));
  await rm('contest_officials').insert([
    { contest_id: 101, account_id: officialId, role: 'assistant referee', league_id: 1 },
    { contest_id: 102, account_id: officialId, role: 'statistician', league_id: 2 },
    { contest_id: 103, account_id: officialId, role: 'referee', league_id: 1 },
    { contest_id: 101, account_id: colleagueId, role: 'delegate', league_id: 1 },
  ]);
  await rm('league_officials').insert({ league_id: 1, account_id: officialId, role: 'referee' });
});

afterAll(async () => {
  await running.close();
});

describe('when an official opens their records', () => {
  it('lists the matches they worked, newest first, with role, league, result and the fee of finished ones', async () => {
    const { status, body } = await official.get('/api/officials/records');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        contest_id: 102,
        role: 'statistician',
        league: { id: 2, name: '=Druga liga' },
        status: 'in_progress',
        fee: 0,
        first_team_total: 10,
        second_team_total: 8,
      }),
      expect.objectContaining({
        contest_id: 101,
        role: 'assistant referee',
        league: { id: 1, name: 'Prva liga' },
        status: 'finished',
        fee: 40,
        first_team_total: 80,
        second_team_total: 60,
      }),
    ]);
    expect(body.total).toEqual({ matches: 2, fees: 40 });
  });

  it('narrows to a range of days', async () => {
    const { body } = await official.get(
      `/api/officials/records?from=${day(daysAgo(2))}&to=${day(daysAgo(0))}`,
    );
    expect(body.data.map((row: { contest_id: number }) => row.contest_id)).toEqual([102]);
  });

  it('refuses a range that ends before it starts', async () => {
    const { status, body } = await official.get(
      '/api/officials/records?from=2026-05-10&to=2026-05-01',
    );
    expect(status).toBe(422);
    expect(body.errors.to).toEqual(['The end date must not be before the start date.']);
  });

  it('exports the same rows as CSV, formula-safe', async () => {
    const response = await fetch(`${running.url}/api/officials/records.csv`, {
      headers: { cookie: [...official.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('contest_id,time,league,role,home,away,home_total,away_total,status,fee');
    expect(lines[1]).toContain(
      `102,${daysAgo(1)},'=Druga liga,statistician,Spartak,Borac,10,8,in_progress,0`,
    );
    expect(lines[2]).toContain('Prva liga,assistant referee,Vojvodina,Partizan,80,60,finished,40');
    expect(lines.at(-1)).toBe(',,Total,,,,,,2,40');
  });
});

describe('when an official opens their leagues', () => {
  it('lists the leagues they work in with their roles and the matches still to play', async () => {
    const { status, body } = await official.get('/api/officials/leagues');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ id: 2, name: '=Druga liga', roles: ['statistician'], upcoming: 1 }),
      expect.objectContaining({
        id: 1,
        name: 'Prva liga',
        roles: ['assistant referee', 'referee'],
        upcoming: 1,
      }),
    ]);
  });
});
