import { makeJmbg } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { competitionAdmins, refused } from './competitions-support';
import { perFile } from './per-file';
import { startStack, type Stack } from './stack';

// Issue 10, "Cyrillic for everything": every record whose name the Cyrillic interface shows may
// carry its own Cyrillic form (a sponsor, a foreign player), read back at GET /api/names/cyrillic.
// Teams' forms are covered with the league page (seo-league-page.int.spec.ts).

let stack: Stack;
let admin: TestBrowser;

perFile(startStack, async (started) => {
  stack = started;
  ({ admin } = await competitionAdmins(stack));
});

async function cyrillicNames(): Promise<Record<string, string>> {
  const answer = await admin.get('/api/names/cyrillic');
  expect(answer.status).toBe(200);
  return answer.body.data as Record<string, string>;
}

const tooLong = 'Ж'.repeat(256);

describe('when an admin gives an arena its own Cyrillic form', () => {
  it('keeps it, shows it in the form and returns it by name; an edit replaces it', async () => {
    const created = await admin.request('POST', '/api/admin/arenas', {
      body: { name: 'Meridianbet Arena', cyrillic_name: 'Meridianbet Арена', city: 'Beograd' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.cyrillic_name).toBe('Meridianbet Арена');
    expect(await cyrillicNames()).toMatchObject({ 'Meridianbet Arena': 'Meridianbet Арена' });

    const id = created.body.data.id as number;
    const edited = await admin.request('PUT', `/api/admin/arenas/${id}`, {
      body: { name: 'Meridianbet Arena', cyrillic_name: 'Меридијанбет Арена' },
    });
    expect(edited.status).toBe(200);
    expect((await admin.get(`/api/admin/arenas/${id}`)).body.data.cyrillic_name).toBe(
      'Меридијанбет Арена',
    );
    expect((await cyrillicNames())['Meridianbet Arena']).toBe('Меридијанбет Арена');
  });

  it('forgets it when the form is emptied: the name is transliterated again', async () => {
    const created = await admin.request('POST', '/api/admin/arenas', {
      body: { name: 'Hala Sportova', cyrillic_name: 'Хала Спортова Ауто' },
    });
    expect((await cyrillicNames())['Hala Sportova']).toBe('Хала Спортова Ауто');
    await admin.request('PUT', `/api/admin/arenas/${created.body.data.id}`, {
      body: { name: 'Hala Sportova', cyrillic_name: '  ' },
    });
    expect(await cyrillicNames()).not.toHaveProperty('Hala Sportova');
  });
});

describe('when an admin gives a category and a club their own Cyrillic forms', () => {
  it('keeps each and returns it by name, a category edit included', async () => {
    const category = await admin.request('POST', '/api/admin/categories', {
      body: { name: 'Mozzart liga', cyrillic_name: 'Mozzart лига', season: '2026/27' },
    });
    expect(category.status).toBe(201);
    const id = category.body.data.id as number;
    expect((await admin.get(`/api/admin/categories/${id}`)).body.data.cyrillic_name).toBe(
      'Mozzart лига',
    );
    await admin.request('PUT', `/api/admin/categories/${id}`, {
      body: { name: 'Mozzart liga', cyrillic_name: 'Моцарт лига', season: '2026/27' },
    });

    const club = await admin.request('POST', '/api/admin/clubs', {
      body: { name: 'KK Crvena zvezda mts', cyrillic_name: 'КК Црвена звезда mts' },
    });
    expect(club.status).toBe(201);
    expect((await admin.get(`/api/admin/clubs/${club.body.id}`)).body.data.cyrillic_name).toBe(
      'КК Црвена звезда mts',
    );

    expect(await cyrillicNames()).toMatchObject({
      'Mozzart liga': 'Моцарт лига',
      'KK Crvena zvezda mts': 'КК Црвена звезда mts',
    });
  });
});

describe('when an admin gives a league its own Cyrillic form', () => {
  it('keeps the one the wizard set, and an edit changes or clears it', async () => {
    const created = await admin.request('POST', '/api/admin/leagues', {
      body: {
        kind: 'league',
        name: 'Admiral Bet liga',
        cyrillic_name: 'Адмирал Бет лига',
        number_of_teams: 4,
        rounds: 2,
        start_date: '2026-10-05',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect((await cyrillicNames())['Admiral Bet liga']).toBe('Адмирал Бет лига');

    const renamed = await admin.request('PATCH', `/api/admin/leagues/${id}`, {
      body: { cyrillic_name: 'AdmiralBet лига' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.cyrillic_name).toBe('AdmiralBet лига');
    expect((await cyrillicNames())['Admiral Bet liga']).toBe('AdmiralBet лига');

    await admin.request('PATCH', `/api/admin/leagues/${id}`, { body: { cyrillic_name: null } });
    expect(await cyrillicNames()).not.toHaveProperty('Admiral Bet liga');
  });
});

describe('when an admin licenses a foreign player with the Cyrillic form of his name', () => {
  it('returns the first and last name each with its own form, while the licence is active', async () => {
    const club = await admin.request('POST', '/api/admin/clubs', { body: { name: 'KK Dunav' } });
    const birthDate = '1996-10-24';
    const issued = await admin.request('POST', '/api/admin/licences', {
      body: {
        kind: 'player',
        club_id: club.body.id,
        season: '2026/27',
        first_name: 'Jaylen',
        last_name: 'Brown',
        cyrillic_first_name: 'Џејлен',
        cyrillic_last_name: 'Браун',
        birth_date: birthDate,
        jmbg: makeJmbg(birthDate, '80', '021'),
      },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({
      cyrillic_first_name: 'Џејлен',
      cyrillic_last_name: 'Браун',
    });
    expect(await cyrillicNames()).toMatchObject({ Jaylen: 'Џејлен', Brown: 'Браун' });

    await admin.request('POST', `/api/admin/licences/${issued.body.data.id}/revoke`, {
      body: { reason: 'Left the club' },
    });
    const names = await cyrillicNames();
    expect(names).not.toHaveProperty('Jaylen');
    expect(names).not.toHaveProperty('Brown');
  });
});

describe('when a Cyrillic form is longer than a name may be', () => {
  it('refuses it on every record kind with a 422 naming the field, recording nothing', async () => {
    const club = await admin.request('POST', '/api/admin/clubs', { body: { name: 'KK Tamiš' } });
    const league = await admin.request('POST', '/api/admin/leagues', {
      body: {
        kind: 'league',
        name: 'Liga Tamiš',
        number_of_teams: 4,
        rounds: 2,
        start_date: '2026-10-05',
      },
    });
    const birthDate = '1998-03-02';
    const attempts: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/admin/arenas', { name: 'Hala Tamiš' }, 'cyrillic_name'],
      ['POST', '/api/admin/categories', { name: 'Seniori', season: '2026/27' }, 'cyrillic_name'],
      ['POST', '/api/admin/clubs', { name: 'KK Begej' }, 'cyrillic_name'],
      ['POST', '/api/admin/teams', { name: 'Begej seniori' }, 'cyrillic_name'],
      [
        'POST',
        '/api/admin/leagues',
        {
          kind: 'league',
          name: 'Liga Begej',
          number_of_teams: 4,
          rounds: 2,
          start_date: '2026-10-05',
        },
        'cyrillic_name',
      ],
      ['PATCH', `/api/admin/leagues/${league.body.id}`, {}, 'cyrillic_name'],
      [
        'POST',
        '/api/admin/licences',
        {
          kind: 'player',
          club_id: club.body.id,
          season: '2026/27',
          first_name: 'Marko',
          last_name: 'Smith',
          birth_date: birthDate,
          jmbg: makeJmbg(birthDate, '80', '031'),
        },
        'cyrillic_last_name',
      ],
    ];
    for (const [method, path, body, field] of attempts) {
      const answer = await refused(stack, () =>
        admin.request(method, path, { body: { ...body, [field]: tooLong } }),
      );
      expect(answer.errors, `${method} ${path}`).toEqual({
        [field]: ['Enter a valid name.'],
      });
    }
    const names = await cyrillicNames();
    expect(Object.values(names)).not.toContain(tooLong);
    expect((await admin.get('/api/admin/arenas?search=Tamiš')).body.data).toEqual([]);
  });
});
