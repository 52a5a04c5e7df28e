import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { competitionAdmins, refused } from './competitions-support';
import { startStack, type Stack } from './stack';

// Arenas, categories, sports, the public club page and a team's history; teams, their logos
// and their CSV import are in competitions-teams.int.spec.ts.

let stack: Stack;
let admin: TestBrowser;
let superAdmin: TestBrowser;

beforeAll(async () => {
  stack = await startStack();
  ({ admin, superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
});

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
    const body = await refused(stack, () =>
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
    const body = await refused(stack, () =>
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

    const inUse = await refused(stack, () =>
      admin.request('DELETE', `/api/admin/categories/${seniori.id}`),
    );
    expect(inUse).toEqual({
      message: 'Leagues still belong to this category; move them to another one first.',
      errors: { id: ['Leagues still belong to this category; move them to another one first.'] },
    });
  });

  it('refuses a negative position and an empty season, writing nothing', async () => {
    const seniori = (await admin.get('/api/admin/categories?search=senior')).body.data[0];
    const move = await refused(stack, () =>
      admin.request('POST', `/api/admin/categories/${seniori.id}/move`, {
        body: { tabindex: -1 },
      }),
    );
    expect(move.errors).toEqual({ tabindex: ['Enter a valid number.'] });
    const edit = await refused(stack, () =>
      admin.request('PUT', `/api/admin/categories/${seniori.id}`, {
        body: { name: 'Seniori', season: '' },
      }),
    );
    expect(edit.errors).toEqual({ season: ['This field is required.'] });
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
    const inUse = await refused(stack, () =>
      admin.request('DELETE', `/api/admin/arenas/${arena.id}`),
    );
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
