import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../src/queries/paging';
import type { PlayerBaseEntry, PublicContest } from '@courtside/events';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';

// Issue 10 (pages): the public contest list and the player base.

let running: RunningGateway;

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${running.url}${path}`);
  return { status: answer.status, body: (await answer.json()) as T };
}

beforeAll(async () => {
  running = await startGateway();
  const rows = readModelRows(running.knex);
  await running.knex('rm.categories').insert([
    { id: 1, name: 'Seniori', season: '2025/26', public: true, tabindex: 1 },
    { id: 2, name: 'Juniori', season: '2025/26', public: true, tabindex: 2 },
  ]);
  await rows.league({ id: 1, name: 'Prva liga', category: [1, 'Seniori'] });
  await rows.league({ id: 2, name: 'Zatvoreni turnir', public: false });
  await rows.team(1, 10, 'Vojvodina');
  await rows.team(1, 11, 'Tamiš');
  await rows.team(1, 12, 'Dinamo');
  await rows.team(2, 20, 'Tajna ekipa');
  await running.knex('rm.teams').where('id', 10).update({ category_id: 1 });
  await running.knex('rm.teams').where('id', 11).update({ category_id: 2 });
  // Twelve contests of the public league, one a day from 1 May; one of the hidden league.
  for (let day = 1; day <= 12; day += 1) {
    const home = day % 2 === 0 ? 10 : 11;
    await rows.contest({
      id: 100 + day,
      leagueId: 1,
      time: `2026-05-${String(day).padStart(2, '0')}T18:00:00Z`,
      teams: [home, home === 10 ? 'Vojvodina' : 'Tamiš', 12, 'Dinamo'],
      status: day <= 3 ? 'finished' : 'scheduled',
    });
  }
  await rows.contest({
    id: 200,
    leagueId: 2,
    time: '2026-05-02T18:00:00Z',
    teams: [20, 'Tajna ekipa', 10, 'Vojvodina'],
  });
  await running.knex('rm.clubs').insert([
    { id: 10, name: 'KK Vojvodina', city: 'Novi Sad' },
    { id: 11, name: 'KK Tamiš', city: 'Pančevo' },
  ]);
  await running.knex('rm.club_teams').insert([
    { club_id: 10, team_id: 10 },
    { club_id: 11, team_id: 11 },
  ]);
  const licence = (id: number, club: number, first: string, last: string, extra = {}) => ({
    id,
    kind: 'player',
    status: 'active',
    club_id: club,
    season: '2025/26',
    first_name: first,
    last_name: last,
    birth_date: '2008-03-14',
    birth_place: 'Novi Sad',
    ebr: `EBR-${id}`,
    jmbg: `14030087${String(10000 + id)}`,
    number: 7,
    position: 'PG',
    licence_number: `PL-${id}`,
    issued_at: new Date('2025-09-01T00:00:00Z'),
    revision: 1,
    ...extra,
  });
  await running
    .knex('rm.licences')
    .insert([
      licence(1, 10, 'Jovan', 'Petrović'),
      licence(2, 10, 'Nikola', 'Jović'),
      licence(3, 11, 'Luka', 'Petrović'),
      licence(4, 11, 'Revoked', 'Petrović', { status: 'revoked' }),
      licence(5, 10, 'Staff', 'Member', { kind: 'official', role: 'coach' }),
    ]);
});

afterAll(async () => {
  await running.close();
});

describe('when a visitor lists contests', () => {
  it('pages the matches of public leagues only, earliest first, 10 a page', async () => {
    const first = await get<Page<PublicContest>>('/api/contests');
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 12 });
    expect(first.body.data.map((c) => c.id)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
    ]);
    const second = await get<Page<PublicContest>>('/api/contests?page=2');
    expect(second.body.data.map((c) => c.id)).toEqual([111, 112]);
  });

  it('filters by team, a day range that includes its last day, status and league', async () => {
    const team = await get<Page<PublicContest>>(
      '/api/contests?team_id=10&from=2026-05-02&to=2026-05-06',
    );
    expect(team.body.data.map((c) => c.id)).toEqual([102, 104, 106]);
    const finished = await get<Page<PublicContest>>('/api/contests?status=finished');
    expect(finished.body.data.map((c) => c.id)).toEqual([101, 102, 103]);
    const hidden = await get<Page<PublicContest>>('/api/contests?league_id=2');
    expect(hidden.body.data).toEqual([]);
  });

  it('offers only public leagues and their teams as filters', async () => {
    const options = await get<{ leagues: { name: string }[]; teams: { name: string }[] }>(
      '/api/contests-filters',
    );
    expect(options.body.leagues.map((l) => l.name)).toEqual(['Prva liga']);
    expect(options.body.teams.map((t) => t.name)).toEqual(['Dinamo', 'Tamiš', 'Vojvodina']);
  });

  it.each([
    ['team_id=abc', 'team_id'],
    ['league_id=-1', 'league_id'],
    ['from=2026-02-30', 'from'],
    ['from=2026-05-05&to=2026-05-01', 'to'],
    ['status=lost', 'status'],
    ['page=0', 'page'],
    ['per_page=1000', 'per_page'],
    ['team_id=1&team_id=2', 'team_id'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const answer = await get<{ errors: Record<string, string[]> }>(`/api/contests?${query}`);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });
});

describe('when a visitor searches the player base', () => {
  it('finds active licensed players by name, showing only public fields', async () => {
    const answer = await get<Page<PlayerBaseEntry>>('/api/player-base?name=petrov');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p) => `${p.first_name} ${p.club.name}`)).toEqual([
      'Jovan KK Vojvodina',
      'Luka KK Tamiš',
    ]);
    const [jovan] = answer.body.data;
    expect(jovan).toMatchObject({ birth_year: 2008, categories: ['Seniori'] });
    const text = JSON.stringify(answer.body);
    for (const secret of [
      'jmbg',
      'ebr',
      'EBR-',
      '1403008',
      'birth_place',
      'birth_date',
      '2008-03-14',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('filters by club and by the category its teams play in, with paging', async () => {
    const club = await get<Page<PlayerBaseEntry>>('/api/player-base?club_id=10');
    expect(club.body.data.map((p) => p.first_name)).toEqual(['Nikola', 'Jovan']);
    const category = await get<Page<PlayerBaseEntry>>('/api/player-base?category_id=2');
    expect(category.body.data.map((p) => p.first_name)).toEqual(['Luka']);
    const paged = await get<Page<PlayerBaseEntry>>('/api/player-base?per_page=2&page=2');
    expect(paged.body.meta.total).toBe(3);
    expect(paged.body.data.map((p) => p.first_name)).toEqual(['Luka']);
  });

  it('offers the clubs with players and the public categories as filters', async () => {
    const options = await get<{ clubs: { name: string }[]; categories: { name: string }[] }>(
      '/api/player-base/filters',
    );
    expect(options.body.clubs.map((c) => c.name)).toEqual(['KK Tamiš', 'KK Vojvodina']);
    expect(options.body.categories.map((c) => c.name)).toEqual(['Seniori', 'Juniori']);
  });

  it.each([
    ['club_id=x', 'club_id'],
    ['category_id=0', 'category_id'],
    ['page=-2', 'page'],
    [`name=${'a'.repeat(101)}`, 'name'],
    ['name=a&name=b', 'name'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const answer = await get<{ errors: Record<string, string[]> }>(`/api/player-base?${query}`);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });
});
