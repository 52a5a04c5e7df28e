import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { competitionAdmins, png, refused, upload } from './competitions-support';
import { startStack, type Stack } from './stack';

// Teams, their logos and their CSV import. Every logo upload of the suite is in this file:
// the logo tests count the files in the shared uploads folder, which another file uploading
// at the same time would upset. Arenas, categories and sports are in
// competitions-catalogue.int.spec.ts.

let stack: Stack;
let admin: TestBrowser;

const logosDir = path.resolve('.data/uploads/teams');
const logoFiles = async () => (existsSync(logosDir) ? (await readdir(logosDir)).length : 0);

beforeAll(async () => {
  stack = await startStack();
  ({ admin } = await competitionAdmins(stack));
  // The teams below play at SPENS: the arena the catalogue spec creates in its own database.
  const spens = await admin.request('POST', '/api/admin/arenas', {
    body: {
      name: 'SPENS',
      city: 'Novi Sad',
      country: 'Srbija',
      latitude: 45.2471,
      longitude: 19.8453,
    },
  });
  expect(spens.status).toBe(201);
});

afterAll(async () => {
  await stack?.close();
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
    const references = await refused(stack, () =>
      admin.request('POST', '/api/admin/teams', {
        body: { name: 'Mladost', category_id: 99999, arena_id: 99999, link: 'ftp://x' },
      }),
    );
    expect(references.errors).toEqual({ link: ['Enter a valid web address (http or https).'] });
    const missing = await refused(stack, () =>
      admin.request('POST', '/api/admin/teams', {
        body: { name: 'Mladost', category_id: 99999, arena_id: 99999 },
      }),
    );
    expect(missing.errors).toEqual({
      category_id: ['There is no such category.'],
      arena_id: ['There is no such arena.'],
    });
    const taken = await refused(stack, () =>
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
