import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCategories, SeasonInfo } from '@courtside/events';
import { testClock } from '@courtside/events/testing';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';

let running: RunningGateway;
let browser: TestBrowser;
let nextContest = 1;
// The gateway's clock: "today" in the answers and in the rows this file writes are one day.
const clock = testClock();

const rm = (table: string) => running.knex(table).withSchema('rm');

async function category(id: number, name: string, season: string, tabindex: number, pub = true) {
  await rm('categories').insert({ id, name, season, public: pub, tabindex });
}

async function league(
  id: number,
  name: string,
  options: { category?: [number, string, string]; startDate: string; public?: boolean },
) {
  const now = clock();
  await rm('leagues').insert({
    id,
    kind: 'league',
    name,
    email: null,
    sort_index: 0,
    public: options.public ?? true,
    number_of_teams: 2,
    rounds: 2,
    weeks: null,
    start_date: options.startDate,
    category_id: options.category?.[0] ?? null,
    category_name: options.category?.[1] ?? null,
    season: options.category?.[2] ?? null,
    city: 'Novi Sad',
    recreational: false,
    games_played: 0,
    created_at: now,
    updated_at: now,
  });
}

async function contest(leagueId: number, time: string, status = 'finished') {
  nextContest += 1;
  await rm('contests').insert({
    id: nextContest,
    league_id: leagueId,
    round: 1,
    time,
    location: 'Spens',
    first_team_id: 1,
    first_team_name: 'Vojvodina',
    second_team_id: 2,
    second_team_name: 'Partizan',
    status,
    revision: 0,
    updated_at: clock(),
  });
}

const day = (offsetDays: number) =>
  new Date(clock().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  running = await startGateway({ clock });
  browser = new TestBrowser(running.url);
  // Two seasons meeting in June 2026: the old one's last contests, the new one's first.
  await category(1, 'Seniori', '2025/2026', 2);
  await category(2, 'Juniori', '2025/2026', 1);
  await category(3, 'Seniori', '2026/2027', 1);
  await category(4, 'Skrivena', '2025/2026', 0, false);
  await league(10, 'Prva liga 25/26', {
    category: [1, 'Seniori', '2025/2026'],
    startDate: '2025-10-01',
  });
  await contest(10, '2025-10-05T18:00:00Z');
  await contest(10, '2026-06-20T18:00:00Z');
  await league(11, 'Juniorska liga', {
    category: [2, 'Juniori', '2025/2026'],
    startDate: '2025-10-02',
  });
  await league(12, 'Prva liga 26/27', {
    category: [3, 'Seniori', '2026/2027'],
    startDate: '2026-06-01',
  });
  await contest(12, '2026-06-10T18:00:00Z');
  await contest(12, '2027-03-01T18:00:00Z');
  await league(13, 'Skrivena liga', {
    category: [4, 'Skrivena', '2025/2026'],
    startDate: '2025-10-01',
  });
  await league(14, 'Liga bez kategorije', { startDate: '2026-01-01' });
  await league(15, 'Privatna liga', { startDate: '2026-01-01', public: false });
});

afterAll(async () => {
  await running.close();
});

describe('when the public asks which season a day is in', () => {
  it('answers the one season running and its public categories by tabindex', async () => {
    const answer = await browser.request('GET', '/api/season?date=2025-12-01');
    expect(answer.status).toBe(200);
    const body = answer.body as SeasonInfo;
    expect(body.selectedYear).toBe('2025/2026');
    expect(body.is_season_overlap).toBe(false);
    expect(body.topCategories.map((c) => c.name)).toEqual(['Juniori', 'Seniori']);
    expect(body.topCategories[1]?.leagues.map((l) => l.name)).toEqual(['Prva liga 25/26']);
  });

  it('says the seasons overlap where the old one ends after the new one began, choosing the new', async () => {
    const body = (await browser.request('GET', '/api/season?date=2026-06-15')).body as SeasonInfo;
    expect(body).toMatchObject({
      selectedYear: '2026/2027',
      is_season_overlap: true,
      seasons: ['2026/2027', '2025/2026'],
    });
    expect(body.topCategories.map((c) => [c.name, c.season])).toEqual([['Seniori', '2026/2027']]);
  });

  it('lets the filter pick the season outright', async () => {
    const body = (await browser.request('GET', '/api/season?date=2026-06-15&filter=2025/2026'))
      .body as SeasonInfo;
    expect(body.selectedYear).toBe('2025/2026');
    expect(body.is_season_overlap).toBe(true);
    expect(body.topCategories.map((c) => c.name)).toEqual(['Juniori', 'Seniori']);
  });

  it('gives a day between seasons the season that ended last', async () => {
    const body = (await browser.request('GET', '/api/season?date=2027-08-01')).body as SeasonInfo;
    expect(body).toMatchObject({ selectedYear: '2026/2027', is_season_overlap: false });
  });

  it('answers 422 naming a date that does not exist and a season that is not one', async () => {
    const answer = await browser.request('GET', '/api/season?date=2026-02-30&filter=last');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      date: ['Enter a valid date (YYYY-MM-DD).'],
      filter: ['Enter a valid season, e.g. 2025/2026.'],
    });
  });
});

describe('when the public lists categories', () => {
  it('orders public categories by tabindex with their public leagues, the rest under other', async () => {
    const answer = await browser.request('GET', '/api/categories');
    expect(answer.status).toBe(200);
    const body = answer.body as PublicCategories;
    expect(body.categories.map((c) => [c.id, c.tabindex])).toEqual([
      [2, 1],
      [3, 1],
      [1, 2],
    ]);
    expect(body.categories.map((c) => c.leagues.map((l) => l.id))).toEqual([[11], [12], [10]]);
    expect(body.other.map((l) => l.name)).toEqual(['Liga bez kategorije']);
  });

  it('narrows to one season when asked, and answers 422 to a season that is not one', async () => {
    const body = (await browser.request('GET', '/api/categories?season=2026/2027'))
      .body as PublicCategories;
    expect(body.categories.map((c) => c.id)).toEqual([3]);
    const bad = await browser.request('GET', '/api/categories?season=2026/27/28');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['season']);
  });
});

describe('when the public asks for the leagues still being played', () => {
  beforeAll(async () => {
    const year = Number(day(0).slice(0, 4));
    await category(20, 'Tekuća', `${year - 1}/${year}`, 5);
    await category(21, 'Stara', '2019/2020', 6);
    await league(20, 'Aktivna liga', {
      category: [20, 'Tekuća', `${year - 1}/${year}`],
      startDate: day(-30),
    });
    await contest(20, `${day(-10)}T18:00:00Z`);
    await contest(20, `${day(3)}T18:00:00Z`, 'scheduled');
    await league(21, 'Završena liga', {
      category: [20, 'Tekuća', `${year - 1}/${year}`],
      startDate: day(-30),
    });
    await contest(21, `${day(-5)}T18:00:00Z`);
    await league(22, 'Stara liga', {
      category: [21, 'Stara', '2019/2020'],
      startDate: '2019-10-01',
    });
    await contest(22, '2020-03-01T18:00:00Z', 'postponed');
    await contest(15, `${day(3)}T18:00:00Z`, 'scheduled');
  });

  it('lists public leagues of this season with contests left to play, and no others', async () => {
    const answer = await browser.request('GET', '/api/active-leagues');
    expect(answer.status).toBe(200);
    expect((answer.body.data as { name: string }[]).map((l) => l.name)).toEqual(['Aktivna liga']);
  });
});
