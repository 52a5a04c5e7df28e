import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { png, upload } from './competitions-support';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
let superAdmin: TestBrowser;

const logosDir = path.resolve('.data/uploads/teams');
const logoFiles = async () => (existsSync(logosDir) ? (await readdir(logosDir)).length : 0);

beforeAll(async () => {
  stack = await startStack();
  const { knex } = stack.gateway;
  admin = (await newSignedIn(stack.url, knex, 'admin', ['league admin'])).browser;
  superAdmin = (await newSignedIn(stack.url, knex, 'admin', ['super-admin'])).browser;
});

afterAll(async () => {
  await stack.close();
});

/** Sends a bad request and checks it changed nothing in the event log. */
async function refused(send: () => Promise<{ status: number; body: unknown }>) {
  const before = await stack.eventCount();
  const answer = await send();
  expect(answer.status).toBe(422);
  expect(await stack.eventCount()).toBe(before);
  return answer.body as { message: string; errors: Record<string, string[]> };
}

describe('when an admin manages arenas', () => {
  it('creates one and lists it newest first with a map link', async () => {
    for (const name of ['Pionir', 'SPENS']) {
      const created = await admin.request('POST', '/api/admin/arenas', {
        body: { name, city: 'Novi Sad', country: 'Srbija', latitude: 45.2471, longitude: 19.8453 },
      });
      expect(created.status).toBe(201);
    }
    const list = await admin.get('/api/admin/arenas');
    expect(list.status).toBe(200);
    expect(list.body.data.map((arena: { name: string }) => arena.name)).toEqual([
      'SPENS',
      'Pionir',
    ]);
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 2 });
    expect(list.body.data[0].map_url).toBe(
      'https://www.openstreetmap.org/?mlat=45.2471&mlon=19.8453#map=17/45.2471/19.8453',
    );
    const searched = await admin.get('/api/admin/arenas?search=pio');
    expect(searched.body.data.map((arena: { name: string }) => arena.name)).toEqual(['Pionir']);
  });

  it('refuses coordinates out of range and a missing name, field by field, writing nothing', async () => {
    const body = await refused(() =>
      admin.request('POST', '/api/admin/arenas', {
        body: { name: '', latitude: 91, longitude: -181 },
      }),
    );
    expect(body.errors).toEqual({
      name: ['This field is required.'],
      latitude: ['Latitude must be between -90 and 90.'],
      longitude: ['Longitude must be between -180 and 180.'],
    });
  });

  it('refuses a field it does not know, in the Serbian default too', async () => {
    const body = await refused(() =>
      admin.request('POST', '/api/admin/arenas', {
        body: { name: 'Hala', capacity: 5000 },
        headers: { 'accept-language': 'sr' },
      }),
    );
    expect(body.errors).toEqual({ capacity: ['Ovo polje nije dozvoljeno.'] });
  });
});

describe('when an admin manages categories', () => {
  it('edits, moves and deletes, and shows a category with its leagues', async () => {
    const ids: number[] = [];
    for (const name of ['Kadeti', 'Juniori']) {
      const created = await admin.request('POST', '/api/admin/categories', {
        body: { name, season: '2026/27', public: true },
      });
      expect(created.status).toBe(201);
      ids.push(created.body.data.id);
    }
    const [kadeti, juniori] = ids as [number, number];
    const order = async () =>
      (await admin.get('/api/admin/categories')).body.data.map((c: { name: string }) => c.name);
    expect(await order()).toEqual(['Seniori', 'Kadeti', 'Juniori']);

    const moved = await admin.request('POST', `/api/admin/categories/${juniori}/move`, {
      body: { tabindex: 0 },
    });
    expect(moved.status).toBe(200);
    expect(await order()).toEqual(['Juniori', 'Seniori', 'Kadeti']);

    const edited = await admin.request('PUT', `/api/admin/categories/${kadeti}`, {
      body: { name: 'U16', season: '2026/27', public: false },
    });
    expect(edited.body.data).toMatchObject({ name: 'U16', public: false, tabindex: 2 });

    const seniori = (await admin.get('/api/admin/categories?search=senior')).body.data[0];
    const shown = await admin.get(`/api/admin/categories/${seniori.id}`);
    expect(shown.body.data.leagues.map((l: { name: string }) => l.name)).toEqual(['Prva liga']);

    expect((await admin.request('DELETE', `/api/admin/categories/${kadeti}`)).status).toBe(204);
    expect(await order()).toEqual(['Juniori', 'Seniori']);
    expect((await admin.get(`/api/admin/categories/${kadeti}`)).status).toBe(404);

    const inUse = await refused(() =>
      admin.request('DELETE', `/api/admin/categories/${seniori.id}`),
    );
    expect(inUse).toEqual({
      message: 'Leagues still belong to this category; move them to another one first.',
      errors: { id: ['Leagues still belong to this category; move them to another one first.'] },
    });
  });

  it('refuses a negative position and an empty season, writing nothing', async () => {
    const seniori = (await admin.get('/api/admin/categories?search=senior')).body.data[0];
    const move = await refused(() =>
      admin.request('POST', `/api/admin/categories/${seniori.id}/move`, {
        body: { tabindex: -1 },
      }),
    );
    expect(move.errors).toEqual({ tabindex: ['Enter a valid number.'] });
    const edit = await refused(() =>
      admin.request('PUT', `/api/admin/categories/${seniori.id}`, {
        body: { name: 'Seniori', season: '' },
      }),
    );
    expect(edit.errors).toEqual({ season: ['This field is required.'] });
  });
});

describe('when an admin manages teams', () => {
  it('creates a team with every field and finds it by search', async () => {
    const arena = (await admin.get('/api/admin/arenas?search=spens')).body.data[0];
    const category = (await admin.get('/api/admin/categories?search=senior')).body.data[0];
    const logo = await upload(admin, '/api/admin/teams/logo', 'logo', {
      name: 'logo.png',
      type: 'image/png',
      content: png(200, 100),
    });
    expect(logo.status).toBe(201);
    const created = await admin.request('POST', '/api/admin/teams', {
      body: {
        name: 'Novi Sad 021',
        full_name: 'KK Novi Sad 021',
        region: 'Bačka',
        category_id: category.id,
        city: 'Novi Sad',
        arena_id: arena.id,
        link: 'https://ns021.rs',
        logo: logo.body.logo,
        recreational: true,
        licences: [{ number: 'L-7', season: '2026/27' }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Novi Sad 021',
      category: { id: category.id, name: 'Seniori' },
      arena: { id: arena.id, name: 'SPENS' },
      logo: logo.body.logo,
      recreational: true,
      is_absent: false,
      licences: [{ number: 'L-7', season: '2026/27' }],
    });
    const found = await admin.get('/api/admin/teams?search=021');
    expect(found.body.data.map((t: { name: string }) => t.name)).toEqual(['Novi Sad 021']);
    const served = await fetch(`${stack.url}${logo.body.logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses an unknown category and arena, a bad link and a taken name', async () => {
    const references = await refused(() =>
      admin.request('POST', '/api/admin/teams', {
        body: { name: 'Mladost', category_id: 99999, arena_id: 99999, link: 'ftp://x' },
      }),
    );
    expect(references.errors).toEqual({ link: ['Enter a valid web address (http or https).'] });
    const missing = await refused(() =>
      admin.request('POST', '/api/admin/teams', {
        body: { name: 'Mladost', category_id: 99999, arena_id: 99999 },
      }),
    );
    expect(missing.errors).toEqual({
      category_id: ['There is no such category.'],
      arena_id: ['There is no such arena.'],
    });
    const taken = await refused(() =>
      admin.request('POST', '/api/admin/teams', { body: { name: 'novi sad 021 ' } }),
    );
    expect(taken.errors).toEqual({ name: ['A team with this name already exists.'] });
  });

  it('edits and deletes a team', async () => {
    const team = (await admin.get('/api/admin/teams?search=021')).body.data[0];
    const edited = await admin.request('PUT', `/api/admin/teams/${team.id}`, {
      body: { name: 'Novi Sad', is_absent: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Novi Sad', is_absent: true, logo: null });
    expect((await admin.request('DELETE', `/api/admin/teams/${team.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/teams/${team.id}`)).status).toBe(404);
  });
});

describe('when a team logo is uploaded', () => {
  it('refuses 1001×1000 with the spec’s words and stores nothing', async () => {
    const before = await logoFiles();
    const answer = await upload(admin, '/api/admin/teams/logo', 'logo', {
      name: 'wide.png',
      type: 'image/png',
      content: png(1001, 1000),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ logo: ['Team logo at most 1000x1000.'] });
    expect(await logoFiles()).toBe(before);
  });

  it('accepts exactly 1000×1000', async () => {
    const answer = await upload(admin, '/api/admin/teams/logo', 'logo', {
      name: 'square.png',
      type: 'image/png',
      content: png(1000, 1000),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 1000, height: 1000 });
    expect(answer.body.logo).toMatch(/^\/api\/uploads\/teams\/[0-9a-f-]+\.png$/);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const answer = await upload(admin, '/api/admin/teams/logo', 'logo', {
      name: 'logo.png',
      type: 'image/png',
      content: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      logo: ['Uploaded file must be an image (PNG, JPEG, GIF or WebP), at most 20 MB.'],
    });
  });
});

describe('when teams are imported from CSV', () => {
  const csv = [
    'name,full_name,category,city,arena,recreational',
    'Crvena zvezda,KK Crvena zvezda,Seniori,Beograd,SPENS,ne',
    ',Bez imena,Seniori,Beograd,,',
    'Borac,KK Borac,Veterani,Čačak,,',
    'Mega,KK Mega,,Beograd,Hala X,',
    'Dunav,KK Dunav,,Novi Sad,,',
    'dunav,Dunav 2,,Novi Sad,,',
    'Radnički,,,Kragujevac,,da',
    'Vojvodina,,,,,',
  ].join('\n');
  const file = { name: 'teams.csv', type: 'text/csv', content: csv };

  it('previews every row with its errors and writes nothing', async () => {
    const before = await stack.eventCount();
    const answer = await upload(admin, '/api/admin/teams/import/preview', 'file', file);
    expect(answer.status).toBe(200);
    expect(await stack.eventCount()).toBe(before);
    const errors = answer.body.data.map((row: { line: number; errors: object }) => [
      row.line,
      row.errors,
    ]);
    expect(errors).toEqual([
      [2, {}],
      [3, { name: ['This field is required.'] }],
      [4, { category: ['There is no such category.'] }],
      [5, { arena: ['There is no such arena.'] }],
      [6, { name: ['This name appears more than once in the file.'] }],
      [7, { name: ['This name appears more than once in the file.'] }],
      [8, {}],
      // Registered in the demo league already.
      [9, { name: ['A team with this name already exists.'] }],
    ]);
    expect(answer.body.meta).toEqual({ total: 8, valid: 2, invalid: 6 });
    expect(answer.body.data[0]).toMatchObject({
      name: 'Crvena zvezda',
      category: { name: 'Seniori' },
      arena: { name: 'SPENS' },
      recreational: false,
    });
  });

  it('imports the valid rows, one team each, and then finds the rest taken', async () => {
    const before = await stack.eventCount();
    const answer = await upload(admin, '/api/admin/teams/import', 'file', file);
    expect(answer.status).toBe(201);
    expect(answer.body.data.map((row: { line: number }) => row.line)).toEqual([2, 8]);
    expect(await stack.eventCount()).toBe(before + 2);
    const names = (await admin.get('/api/admin/teams')).body.data.map(
      (team: { name: string }) => team.name,
    );
    expect(names.slice(0, 2)).toEqual(['Radnički', 'Crvena zvezda']);
    const again = await upload(admin, '/api/admin/teams/import/preview', 'file', file);
    expect(again.body.data[0].errors).toEqual({ name: ['A team with this name already exists.'] });
  });

  it('refuses a file without a name column', async () => {
    const answer = await upload(admin, '/api/admin/teams/import/preview', 'file', {
      ...file,
      content: 'team,city\nA,B\n',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['Invalid file for upload.'] });
  });
});

describe('when the super-admin manages sports', () => {
  it('adds and edits a sport; an administrator of leagues may not', async () => {
    const created = await superAdmin.request('POST', '/api/admin/sports', {
      body: { name: 'Košarka', show_on_scheduling: true },
    });
    expect(created.status).toBe(201);
    const edited = await superAdmin.request('PUT', `/api/admin/sports/${created.body.data.id}`, {
      body: { name: 'Košarka', show_on_scheduling: false },
    });
    expect(edited.body.data).toEqual({
      id: created.body.data.id,
      name: 'Košarka',
      show_on_scheduling: false,
    });
    expect((await admin.get('/api/admin/sports')).status).toBe(403);
  });
});

describe('when the public opens a club page', () => {
  it('shows the club with its arena and public leagues, never its licences', async () => {
    const arena = (await admin.get('/api/admin/arenas?search=spens')).body.data[0];
    const created = await admin.request('POST', '/api/admin/teams', {
      body: {
        name: 'Proleter',
        city: 'Zrenjanin',
        arena_id: arena.id,
        licences: [{ number: 'L-99', season: '2026/27' }],
      },
    });
    const visitor = await fetch(`${stack.url}/api/clubs/${created.body.data.id}`);
    const club = (await visitor.json()) as { data: Record<string, unknown> };
    expect(visitor.status).toBe(200);
    expect(club.data).toMatchObject({
      name: 'Proleter',
      city: 'Zrenjanin',
      arena: { name: 'SPENS', map_url: expect.stringContaining('openstreetmap.org') },
      leagues: [],
    });
    expect(club.data).not.toHaveProperty('licences');
    const inUse = await refused(() => admin.request('DELETE', `/api/admin/arenas/${arena.id}`));
    expect(inUse.message).toBe(
      'Teams still play at home in this arena; give them another one first.',
    );
    const missing = await fetch(`${stack.url}/api/clubs/999999`);
    expect(missing.status).toBe(404);
  });
});

describe('when the super-admin replays a team’s history', () => {
  it('shows its creation and edits from its own stream, licences included', async () => {
    const created = await admin.request('POST', '/api/admin/teams', {
      body: { name: 'Sloboda', city: 'Užice', licences: [{ number: 'U-1', season: '2026/27' }] },
    });
    const id = created.body.data.id as number;
    await admin.request('PUT', `/api/admin/teams/${id}`, {
      body: { name: 'Sloboda Užice', city: 'Užice' },
    });
    const answer = await superAdmin.get(`/api/history/team/${id}`);
    expect(answer.status).toBe(200);
    const timeline = answer.body.data as { event: string; changes: Record<string, unknown> }[];
    expect(timeline.map((entry) => entry.event)).toEqual(['TeamCreated', 'TeamUpdated']);
    expect(timeline[1]?.changes).toMatchObject({
      name: { old: 'Sloboda', new: 'Sloboda Užice' },
      licences: { old: 'U-1 (2026/27)', new: '' },
    });
  });
});
