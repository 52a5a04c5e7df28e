import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fibaTieBreakOrder } from '@courtside/events';
import { totpKey } from '../src/auth/totp-secret';
import { readPlatformSecret } from '../src/platform/secrets';
import { TestBrowser } from './browser';
import { competitionAdmins, refused } from './competitions-support';
import { testConfig } from './harness';
import { official, startStack, type Stack } from './stack';

// Issue 10, platform settings: each tab's route (super-admin only, 422 on bad input), the Atrium
// key never answered nor logged, new leagues taking the platform's points, and a season's end.

let stack: Stack;
let admin: TestBrowser;
let superAdmin: TestBrowser;
const tab = (section: string) => `/api/admin/platforms/1/settings/${section}`;

beforeAll(async () => {
  stack = await startStack();
  ({ admin, superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
});

describe('when someone other than the super-admin opens the settings', () => {
  it('refuses an administrator and a visitor, reading and saving', async () => {
    for (const section of ['contact', 'atrium', 'general', 'standings']) {
      expect((await admin.get(tab(section))).status).toBe(403);
      const saved = await admin.request('PUT', tab(section), { body: {} });
      expect(saved.status).toBe(403);
    }
    const visitor = new TestBrowser(stack.url);
    await visitor.csrf();
    expect((await visitor.get('/api/admin/platforms')).status).toBe(401);
  });

  it('answers 404 for a platform or a tab there is not', async () => {
    expect((await superAdmin.get('/api/admin/platforms/2/settings/general')).status).toBe(404);
    expect((await superAdmin.get('/api/admin/platforms/1/settings/colours')).status).toBe(404);
  });
});

describe('when the super-admin saves the general tab', () => {
  it('shows it back, on the public privacy and terms pages, and in the list', async () => {
    const before = await superAdmin.get(tab('general'));
    expect(before.body.data).toMatchObject({ site_name: 'Courtside', privacy_text: null });
    const saved = await superAdmin.request('PUT', tab('general'), {
      body: {
        site_name: 'Košarkaški savez Vojvodine',
        season_start: '2025-09-01',
        season_end: '2026-06-30',
        default_language: 'sr-Cyrl',
        privacy_text: 'Čuvamo samo ime i e-adresu.\n\nNe delimo ih ni sa kim.',
        terms_text: 'Rezultati su javni.',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ site_name: 'Košarkaški savez Vojvodine' });
    const visitor = new TestBrowser(stack.url);
    const privacy = await visitor.get('/api/platform/pages/privacy');
    expect(privacy.body.data).toEqual({
      site_name: 'Košarkaški savez Vojvodine',
      text: 'Čuvamo samo ime i e-adresu.\n\nNe delimo ih ni sa kim.',
    });
    expect((await visitor.get('/api/platform/pages/terms')).body.data.text).toBe(
      'Rezultati su javni.',
    );
    const list = await superAdmin.get('/api/admin/platforms');
    expect(list.body.data).toEqual([
      { id: 1, site_name: 'Košarkaški savez Vojvodine', closed_seasons: [] },
    ]);
  });

  it('records who changed what in the audit log', async () => {
    const { rows } = await stack.gateway.knex.raw(
      `SELECT metadata->'actor'->>'kind' AS kind FROM events WHERE type = 'PlatformSettingsChanged'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].kind).toBe('admin');
  });

  it("refuses bad input field by field in the spec's words, storing nothing", async () => {
    const body = await refused(stack, () =>
      superAdmin.request('PUT', tab('general'), {
        body: { site_name: '', season_start: '2026-06-30', season_end: '2026-01-01', x: 1 },
      }),
    );
    expect(body.errors).toEqual({
      site_name: ['This field is required.'],
      season_end: ['The end date must not be before the start date.'],
      x: ['This field is not accepted.'],
    });
    const standings = await refused(stack, () =>
      superAdmin.request('PUT', tab('standings'), {
        body: { win: 'two', loss: 1, forfeit_win: 2, forfeit_loss: 0, draw_zero: 0 },
      }),
    );
    expect(Object.keys(standings.errors).sort()).toEqual(['draw_nonzero', 'win']);
    const contact = await refused(stack, () =>
      superAdmin.request('PUT', tab('contact'), { body: { notification_emails: ['nope'] } }),
    );
    expect(contact.errors).toEqual({
      'notification_emails[0]': ['Enter a valid email address.'],
    });
  });
});

describe('when the super-admin sets the Atrium key', () => {
  const key = 'atrium-live-7f3a9c1e5b';

  it('answers only that a key is set, and logs nothing of it', async () => {
    const saved = await superAdmin.request('PUT', tab('atrium'), {
      body: { url: 'https://atrium.example.org/api', key },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ url: 'https://atrium.example.org/api', key: 'set' });
    expect(JSON.stringify(saved.body)).not.toContain(key);
    const read = await superAdmin.get(tab('atrium'));
    expect(JSON.stringify(read.body)).not.toContain(key);
    const { rows } = await stack.gateway.knex.raw(
      `SELECT count(*)::int AS n FROM events WHERE data::text LIKE ? OR metadata::text LIKE ?`,
      [`%${key}%`, `%${key}%`],
    );
    expect(rows[0].n).toBe(0);
    const stored = await stack.gateway.knex('platform_secrets').first('ciphertext');
    expect(stored.ciphertext).not.toContain(key);
    const secretKey = totpKey(testConfig('').totpEncryptionKey);
    expect(await readPlatformSecret(stack.gateway.knex, secretKey, 1, 'atrium_key')).toBe(key);
  });

  it('keeps the key when only the address changes, and removes it when emptied', async () => {
    const moved = await superAdmin.request('PUT', tab('atrium'), {
      body: { url: 'https://atrium2.example.org' },
    });
    expect(moved.body.data).toEqual({ url: 'https://atrium2.example.org', key: 'set' });
    const cleared = await superAdmin.request('PUT', tab('atrium'), {
      body: { url: 'https://atrium2.example.org', key: '' },
    });
    expect(cleared.body.data.key).toBe('not set');
  });

  it('refuses an address that is not a web address', async () => {
    const body = await refused(stack, () =>
      superAdmin.request('PUT', tab('atrium'), { body: { url: 'ftp://x', key: 'k' } }),
    );
    expect(body.errors).toEqual({ url: ['Enter a valid web address (http or https).'] });
  });
});

describe('when the super-admin sets the standings points', () => {
  it('gives them to a league created afterwards', async () => {
    const points = {
      win: 3,
      loss: 0,
      forfeit_win: 3,
      forfeit_loss: 0,
      draw_zero: 0,
      draw_nonzero: 1,
    };
    const saved = await superAdmin.request('PUT', tab('standings'), { body: points });
    // A tab saved without an order keeps FIBA's.
    expect(saved.body.data).toEqual({ ...points, tie_break_order: fibaTieBreakOrder });
    const created = await superAdmin.request('POST', '/api/admin/leagues', {
      body: {
        kind: 'league',
        name: 'Liga tri boda',
        number_of_teams: 4,
        rounds: 2,
        start_date: '2026-10-05',
        public: true,
      },
    });
    expect(created.status).toBe(201);
    const league = await superAdmin.get(`/api/admin/leagues/${created.body.id}`);
    expect(league.body.standings_config).toEqual(points);
  });
});

describe('when the super-admin ends a season', () => {
  it('refuses a season no category has', async () => {
    const body = await refused(stack, () =>
      superAdmin.request('POST', '/api/admin/platforms/1/season-end', {
        body: { season: '1999/00' },
      }),
    );
    expect(body.errors).toEqual({ season: ['There is no such season.'] });
  });

  it('makes its leagues read-only and moves the landing to the next season', async () => {
    expect((await superAdmin.get('/api/season?date=2026-01-20')).body.selectedYear).toBe('2025/26');
    const ended = await superAdmin.request('POST', '/api/admin/platforms/1/season-end', {
      body: { season: '2025/26' },
    });
    expect(ended.status).toBe(200);

    const before = await stack.eventCount();
    const edit = await superAdmin.request('PATCH', `/api/admin/leagues/${stack.leagueId}`, {
      body: { name: 'Prva liga (nova)' },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe('This season has ended: its leagues can no longer be changed.');

    const referee = new TestBrowser(stack.url);
    expect((await referee.signIn(official.email, official.password)).status).toBe(200);
    const score = await referee.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: {
        A1: 20,
        A2: null,
        A3: null,
        A4: null,
        A_extra: null,
        B1: 10,
        B2: null,
        B3: null,
        B4: null,
        B_extra: null,
        expected_revision: 0,
      },
    });
    expect(score.status).toBe(422);
    expect(score.body.message).toBe('This season has ended: its leagues can no longer be changed.');
    expect(await stack.eventCount()).toBe(before);

    const landing = await new TestBrowser(stack.url).get('/api/season?date=2026-01-20');
    expect(landing.body.selectedYear).toBe('2026/27');
    const list = await superAdmin.get('/api/admin/platforms');
    expect(list.body.data[0].closed_seasons).toEqual(['2025/26']);
  });

  it('refuses its league and contest changes sent to command-service directly, around the gateway', async () => {
    const before = await stack.eventCount();
    const headers = {
      'content-type': 'application/json',
      'x-actor-kind': 'admin',
      'x-actor-id': '1',
      'x-actor-ip': '203.0.113.9',
      'x-actor-user-agent': 'int-spec',
    };
    const edit = await fetch(`${stack.commandUrl}/leagues/${stack.leagueId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'Prva liga (nova)' }),
    });
    expect(edit.status).toBe(422);
    expect(((await edit.json()) as { message: unknown }).message).toEqual({ key: 'seasonClosed' });
    const removed = await fetch(`${stack.commandUrl}/leagues/${stack.leagueId}`, {
      method: 'DELETE',
      headers,
    });
    expect(removed.status).toBe(422);
    const score = await fetch(`${stack.commandUrl}/contests/${stack.contestId}/score`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ A1: 20, B1: 10, expected_revision: stack.contestRevision }),
    });
    expect(score.status).toBe(422);
    expect(((await score.json()) as { message: unknown }).message).toEqual({ key: 'seasonClosed' });
    expect(await stack.eventCount()).toBe(before);
  });

  it('refuses to end it twice', async () => {
    const body = await refused(stack, () =>
      superAdmin.request('POST', '/api/admin/platforms/1/season-end', {
        body: { season: '2025/26' },
      }),
    );
    expect(body.errors).toEqual({ season: ['This season has already ended.'] });
  });
});
