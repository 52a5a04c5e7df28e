import { makeJmbg } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { competitionAdmins, refused, upload } from './competitions-support';
import { startStack, type Stack } from './stack';

// Clubs, licences and the public team link (spec §7 GET /leagues/team/{id}/link).

let stack: Stack;
let admin: TestBrowser;
let vojvodina: { clubId: number; teamId: number };
let spartak: { clubId: number; teamId: number };

async function clubWithTeam(clubName: string, teamName: string) {
  const team = await admin.request('POST', '/api/admin/teams', { body: { name: teamName } });
  expect(team.status).toBe(201);
  const club = await admin.request('POST', '/api/admin/clubs', {
    body: {
      name: clubName,
      city: 'Novi Sad',
      contact: 'kontakt@klub.rs',
      team_ids: [team.body.id],
    },
  });
  expect(club.status).toBe(201);
  return { clubId: club.body.id as number, teamId: team.body.id as number };
}

function playerBody(clubId: number, jmbg: string, birthDate: string) {
  return {
    kind: 'player',
    club_id: clubId,
    season: '2026/27',
    first_name: 'Nikola',
    last_name: 'Jokić',
    birth_date: birthDate,
    birth_place: 'Sombor',
    ebr: 'EBR-77001',
    jmbg,
    number: 15,
    position: 'center',
  };
}

beforeAll(async () => {
  stack = await startStack();
  ({ admin } = await competitionAdmins(stack));
  vojvodina = await clubWithTeam('KK Vojvodina', 'Vojvodina U19');
  spartak = await clubWithTeam('KK Spartak', 'Spartak seniori');
});

afterAll(async () => {
  await stack?.close();
});

describe('when an admin issues a player licence', () => {
  const birthDate = '1995-02-19';
  const jmbg = makeJmbg(birthDate, '80', '011');
  let licenceId: number;

  it('lists it in the club licences preview with its private fields', async () => {
    const issued = await admin.request('POST', '/api/admin/licences', {
      body: playerBody(vojvodina.clubId, jmbg, birthDate),
    });
    expect(issued.status).toBe(201);
    licenceId = issued.body.data.id;
    const preview = await admin.get(
      `/api/admin/licences?club_id=${vojvodina.clubId}&season=2026/27&kind=player`,
    );
    expect(preview.body.data).toEqual([
      expect.objectContaining({
        jmbg,
        ebr: 'EBR-77001',
        birth_date: birthDate,
        club_name: 'KK Vojvodina',
      }),
    ]);
  });

  it('shows the public only the name, birth year, number and position', async () => {
    const link = await admin.get(`/api/leagues/team/${vojvodina.teamId}/link`);
    expect(link.status).toBe(200);
    expect(link.body.licensedPlayers).toEqual([
      {
        id: licenceId,
        first_name: 'Nikola',
        last_name: 'Jokić',
        birth_year: 1995,
        number: 15,
        position: 'center',
        photo: null,
        season: '2026/27',
      },
    ]);
    expect(link.body.club).toMatchObject({ id: vojvodina.clubId, name: 'KK Vojvodina' });
    expect(link.body.licensedClubOfficials).toEqual([]);
    // None of the private values anywhere in a public answer, under any key.
    for (const path of [
      `/api/leagues/team/${vojvodina.teamId}/link`,
      `/api/clubs/${vojvodina.teamId}`,
    ]) {
      const text = JSON.stringify((await admin.get(path)).body);
      for (const secret of [jmbg, 'EBR-77001', 'Sombor', birthDate, '19.02.1995']) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/jmbg|ebr|birth_place|birth_date/);
    }
  });

  it('refuses the same JMBG for another club, naming the club that holds it', async () => {
    const body = await refused(stack, () =>
      admin.request('POST', '/api/admin/licences', {
        body: playerBody(spartak.clubId, jmbg, birthDate),
      }),
    );
    expect(body.errors.jmbg).toEqual([
      'JMBG must be unique: it is already licensed to KK Vojvodina.',
    ]);
  });

  it('refuses a wrong check digit and a birth date the JMBG does not encode', async () => {
    const wrong = jmbg.slice(0, 12) + String((Number(jmbg[12]) + 1) % 10);
    const digit = await refused(stack, () =>
      admin.request('POST', '/api/admin/licences', {
        body: playerBody(spartak.clubId, wrong, birthDate),
      }),
    );
    expect(digit.errors.jmbg).toEqual(['JMBG is not valid: its check digit is wrong.']);
    const date = await refused(stack, () =>
      admin.request('POST', '/api/admin/licences', {
        body: playerBody(spartak.clubId, makeJmbg('1996-02-19'), birthDate),
      }),
    );
    expect(date.errors.jmbg).toEqual(['JMBG does not match the birth date.']);
  });

  it('keeps the history when the licence is transferred, and the player moves club page', async () => {
    const moved = await admin.request('POST', `/api/admin/licences/${licenceId}/transfer`, {
      body: { club_id: spartak.clubId, season: '2027/28', reason: 'transfer window' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.history).toEqual([
      expect.objectContaining({ action: 'issued', club_name: 'KK Vojvodina', season: '2026/27' }),
      expect.objectContaining({
        action: 'transferred',
        club_name: 'KK Spartak',
        from_club_id: vojvodina.clubId,
        season: '2027/28',
        reason: 'transfer window',
      }),
    ]);
    expect(
      (await admin.get(`/api/leagues/team/${vojvodina.teamId}/link`)).body.licensedPlayers,
    ).toEqual([]);
    const spartakLink = await admin.get(`/api/leagues/team/${spartak.teamId}/link`);
    expect(spartakLink.body.licensedPlayers).toEqual([expect.objectContaining({ id: licenceId })]);
  });
});

describe('when an admin licenses a club official', () => {
  it('lists the official on the public page with their role and no licence number', async () => {
    const issued = await admin.request('POST', '/api/admin/licences', {
      body: {
        kind: 'official',
        club_id: vojvodina.clubId,
        season: '2026/27',
        first_name: 'Svetislav',
        last_name: 'Pešić',
        role: 'coach',
        licence_number: 'TL-9001',
      },
    });
    expect(issued.status).toBe(201);
    const link = await admin.get(`/api/leagues/team/${vojvodina.teamId}/link`);
    expect(link.body.licensedClubOfficials).toEqual([
      {
        id: issued.body.data.id,
        first_name: 'Svetislav',
        last_name: 'Pešić',
        role: 'coach',
        season: '2026/27',
      },
    ]);
  });
});

describe('when a club is refused', () => {
  it('refuses a team that already belongs to another club, storing nothing', async () => {
    const body = await refused(stack, () =>
      admin.request('POST', '/api/admin/clubs', {
        body: { name: 'KK Treći', team_ids: [vojvodina.teamId] },
      }),
    );
    expect(body.errors['team_ids[0]']).toEqual(['This team already belongs to another club.']);
  });

  it('answers 404 for the link of a team that does not exist', async () => {
    expect((await admin.get('/api/leagues/team/999999/link')).status).toBe(404);
  });
});

describe('when an admin imports licences from a CSV', () => {
  const good = makeJmbg('2001-06-30', '71', '321');
  const twice = makeJmbg('2002-07-01', '71', '322');
  const csv = [
    'club;season;first_name;last_name;birth_date;birth_place;jmbg;number;position',
    `KK Spartak;2026/27;Ivan;Ivanović;30.06.2001;Subotica;${good};9;guard`,
    `KK Spartak;2026/27;Pera;Perić;2002-07-01;;${twice};;`,
    `KK Spartak;2026/27;Mika;Mikić;2002-07-01;;${twice};;`,
    `KK Spartak;2026/27;Laza;Lazić;2001-06-30;;${good.slice(0, 12)}${(Number(good[12]) + 1) % 10};;`,
    `Nepostojeći klub;2026/27;Žika;Žikić;2001-06-30;;${makeJmbg('2001-06-30', '71', '323')};;`,
    `KK Spartak;2026/27;Nikola;Jokić;1995-02-19;;${makeJmbg('1995-02-19', '80', '011')};;`,
  ].join('\n');
  const file = { name: 'licences.csv', type: 'text/csv', content: csv };

  it('previews every row with its errors and writes nothing', async () => {
    const before = await stack.eventCount();
    const preview = await upload(admin, '/api/admin/licences/import/preview', 'file', file);
    expect(preview.status).toBe(200);
    expect(await stack.eventCount()).toBe(before);
    expect(preview.body.meta).toEqual({ total: 6, valid: 1, invalid: 5 });
    const errors = preview.body.data.map((row: { line: number; errors: object }) => [
      row.line,
      row.errors,
    ]);
    expect(errors).toEqual([
      [2, {}],
      [3, { jmbg: ['This JMBG appears more than once in the file.'] }],
      [4, { jmbg: ['This JMBG appears more than once in the file.'] }],
      [5, { jmbg: ['JMBG is not valid: its check digit is wrong.'] }],
      [6, { club: ['There is no such club.'] }],
      // Issued to KK Vojvodina above, transferred to KK Spartak since.
      [7, { jmbg: ['JMBG must be unique: it is already licensed to KK Spartak.'] }],
    ]);
  });

  it('issues the valid rows only and lists the skipped ones', async () => {
    const imported = await upload(admin, '/api/admin/licences/import', 'file', file);
    expect(imported.status).toBe(201);
    expect(imported.body.data).toEqual([{ line: 2, id: expect.any(Number) }]);
    expect(imported.body.skipped.map((row: { line: number }) => row.line)).toEqual([3, 4, 5, 6, 7]);
    const list = await admin.get(`/api/admin/licences?club_id=${spartak.clubId}&search=Ivanović`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ jmbg: good, birth_date: '2001-06-30', number: 9 }),
    ]);
  });
});
