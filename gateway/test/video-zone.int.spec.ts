import { testClock } from '@courtside/events/testing';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';

// The gateway's clock: "upcoming" matches are upcoming by it.
const clock = testClock();
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

const password = 'Kosarka#2026';
let running: RunningGateway;
let knex: Knex;
let admin: TestBrowser;
let serial = 0;
/** Everything the gateway logged, to prove no secret reaches the log. */
const logLines: string[] = [];

function registration(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: `rep-${serial}@club.test`,
    password,
    password_confirmation: password,
    first_name: 'Marko',
    last_name: 'Petrović',
    club: 'Vojvodina',
    ...overrides,
  };
}

async function register(body: Record<string, unknown>) {
  const browser = new TestBrowser(running.url);
  await browser.csrf();
  return browser.request('POST', '/api/video-zone/register', { body });
}

async function signIn(email: string, pass = password, remember = false) {
  const browser = new TestBrowser(running.url);
  await browser.csrf();
  const answer = await browser.request('POST', '/api/video-zone/login', {
    body: { email, password: pass, remember },
  });
  return { browser, answer };
}

async function idOf(email: string): Promise<number> {
  const row = await knex('accounts').where({ kind: 'representative', email }).first('id');
  return Number(row?.id);
}

async function eventTypes(id: number): Promise<string[]> {
  const rows = await knex('events')
    .where({ stream_id: `account-${id}` })
    .orderBy('position');
  return rows.map((row: { type: string }) => row.type);
}

beforeAll(async () => {
  running = await startGateway({
    clock,
    logger: createLogger('trace', { write: (line: string) => void logLines.push(line) }),
  });
  knex = running.knex;
  const rows = readModelRows(knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.team(1, 10, 'Vojvodina');
  await rows.team(1, 11, 'Partizan');
  await rows.team(1, 12, 'Crvena zvezda');
  const soon = new Date(clock().getTime() + 3 * 24 * 3600 * 1000).toISOString();
  await rows.contest({
    id: 100,
    leagueId: 1,
    time: soon,
    teams: [10, 'Vojvodina', 11, 'Partizan'],
  });
  await rows.contest({
    id: 101,
    leagueId: 1,
    time: soon,
    teams: [11, 'Partizan', 12, 'Crvena zvezda'],
  });
  await rows.contest({
    id: 102,
    leagueId: 1,
    time: '2026-01-10T18:00:00Z',
    teams: [11, 'Partizan', 12, 'Crvena zvezda'],
    scores: [20, 20, 20, 20, null, 10, 10, 10, 10, null],
    status: 'finished',
  });
  await knex('rm.sports').insert([
    { id: 1, name: 'Košarka', show_on_scheduling: true },
    { id: 2, name: 'Odbojka', show_on_scheduling: false },
  ]);
  ({ browser: admin } = await newSignedIn(running.url, knex, 'admin', ['administrator']));
});

afterAll(async () => {
  await running.close();
});

describe('when a representative registers', () => {
  it('is pending, may sign in and sees their club, names and no approval', async () => {
    const body = registration({ first_name: 'Ana', last_name: 'Jovanović' });
    const registered = await register(body);
    expect(registered.status).toBe(201);
    const { answer } = await signIn(body.email);
    expect(answer.status).toBe(200);
    expect(answer.body.representative).toEqual({
      id: await idOf(body.email),
      email: body.email,
      first_name: 'Ana',
      last_name: 'Jovanović',
      fullname: 'Jovanović Ana',
      approved_at: null,
      pb_club_id: 10,
      club: 'Vojvodina',
      sport_id: null,
    });
    expect(answer.body.roles).toEqual(['club official']);
    expect(answer.body.permissions).toEqual([]);
    expect(await eventTypes(await idOf(body.email))).toEqual([
      'AccountRegistered',
      'AccountUpdated',
    ]);
  });

  it('offers the sports shown on scheduling and keeps the one chosen', async () => {
    const sports = await new TestBrowser(running.url).get('/api/video-zone/sports');
    expect(sports.body).toEqual({ data: [{ id: 1, name: 'Košarka' }] });
    const body = registration({ sport_id: 1 });
    expect((await register(body)).status).toBe(201);
    expect((await signIn(body.email)).answer.body.representative.sport_id).toBe(1);
  });

  it('takes the club name in any letter case', async () => {
    const body = registration({ club: 'vojvodina' });
    expect((await register(body)).status).toBe(201);
    expect((await signIn(body.email)).answer.body.representative.club).toBe('Vojvodina');
  });

  it.each([
    ['email', { email: '' }, 'This field is required.'],
    ['email', { email: 'not-an-address' }, 'Enter a valid email address.'],
    ['password', { password: 'Sh#1a', password_confirmation: 'Sh#1a' }, 'rule'],
    ['password', { password: 'Kosarka#abc', password_confirmation: 'Kosarka#abc' }, 'rule'],
    ['password', { password: 'kosarka#2026', password_confirmation: 'kosarka#2026' }, 'rule'],
    ['password', { password: 'KOSARKA#2026', password_confirmation: 'KOSARKA#2026' }, 'rule'],
    ['password', { password: 'Kosarka2026', password_confirmation: 'Kosarka2026' }, 'rule'],
    [
      'password_confirmation',
      { password_confirmation: 'Kosarka#2027' },
      'The passwords do not match.',
    ],
    ['first_name', { first_name: '  ' }, 'This field is required.'],
    ['last_name', { last_name: undefined }, 'This field is required.'],
    ['club', { club: 'Nepostojeći klub' }, 'There is no club with this name.'],
    ['sport_id', { sport_id: 'košarka' }, 'Enter a valid number.'],
    ['sport_id', { sport_id: 999 }, 'There is no such sport.'],
    ['sport_id', { sport_id: 2 }, 'There is no such sport.'],
    ['nickname', { nickname: 'Mare' }, 'This field is not accepted.'],
  ])('answers 422 on %s (%j) and writes nothing', async (field, change, text) => {
    const accountsBefore = await knex('accounts').count<{ count: string }[]>({ count: '*' });
    const eventsBefore = await knex('events').count<{ count: string }[]>({ count: '*' });
    const answer = await register(registration(change));
    expect(answer.status).toBe(422);
    if (text === 'rule') {
      expect(answer.body.errors[field]).toEqual([
        'The password must have at least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character.',
      ]);
    } else {
      expect(answer.body.errors[field]).toEqual([text]);
    }
    expect(await knex('accounts').count<{ count: string }[]>({ count: '*' })).toEqual(
      accountsBefore,
    );
    expect(await knex('events').count<{ count: string }[]>({ count: '*' })).toEqual(eventsBefore);
  });

  it('registers one of two simultaneous registrations of an address and refuses the other', async () => {
    const body = registration();
    const answers = await Promise.all([register(body), register(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(refused?.body.errors.email).toEqual(['This email address is already registered.']);
    expect(await knex('accounts').where({ email: body.email })).toHaveLength(1);
  });

  it('refuses an address already registered, in any letter case', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(201);
    const again = await register({ ...registration(), email: body.email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['This email address is already registered.']);
  });
});

describe('when a pending representative is approved, then deleted', () => {
  it('reaches approved-only pages only after approval, and loses the session on deletion', async () => {
    const body = registration({ club: 'Vojvodina' });
    await register(body);
    const id = await idOf(body.email);
    const { browser } = await signIn(body.email);

    const pending = await browser.get('/api/video-zone/schedule-recording');
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe(
      'Your account is waiting for an administrator to approve it.',
    );
    expect((await browser.get('/api/video-zone/video-on-demand')).status).toBe(403);
    const listed = await admin.get(
      `/api/admin/video-zone-users?status=pending&search=${body.email}`,
    );
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(listed.body.data[0]).toMatchObject({ status: 'pending', fullname: 'Petrović Marko' });

    const approved = await admin.request('POST', `/api/admin/video-zone-users/${id}/approve`);
    expect(approved.status).toBe(204);
    const user = await browser.get('/api/video-zone/user');
    expect(user.body.representative.approved_at).not.toBeNull();
    const schedule = await browser.get('/api/video-zone/schedule-recording');
    expect(schedule.status).toBe(200);
    // Only the club's own upcoming match, not Partizan against Crvena zvezda.
    expect(schedule.body.data.map((c: { id: number }) => c.id)).toEqual([100]);
    const videos = await browser.get('/api/video-zone/video-on-demand');
    expect(videos.status).toBe(200);
    expect(videos.body.data.map((c: { id: number }) => c.id)).toEqual([102]);
    expect(
      (await admin.get(`/api/admin/video-zone-users?status=approved&search=${body.email}`)).body
        .data,
    ).toHaveLength(1);

    const deleted = await admin.request('DELETE', `/api/admin/video-zone-users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await browser.get('/api/video-zone/user')).status).toBe(401);
    expect((await browser.get('/api/video-zone/schedule-recording')).status).toBe(401);
    expect((await signIn(body.email)).answer.status).toBe(422);
    const gone = await admin.get(`/api/admin/video-zone-users?status=deleted&search=${body.email}`);
    expect(gone.body.data[0]).toMatchObject({ id, status: 'deleted' });
    expect((await admin.request('DELETE', `/api/admin/video-zone-users/${id}`)).status).toBe(404);
    expect((await admin.request('POST', `/api/admin/video-zone-users/${id}/approve`)).status).toBe(
      404,
    );
    expect(await eventTypes(id)).toEqual([
      'AccountRegistered',
      'AccountUpdated',
      'AccountApproved',
      'AccountDeleted',
    ]);
  });

  it('lists ten a page, newest first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const body = registration({ club: 'Partizan' });
      await register(body);
      ids.push(await idOf(body.email));
    }
    const first = await admin.get('/api/admin/video-zone-users?status=pending&search=Partizan');
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 11 });
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(
      [...ids].reverse().slice(0, 10),
    );
    const second = await admin.get(
      '/api/admin/video-zone-users?status=pending&search=Partizan&page=2',
    );
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await admin.get('/api/admin/video-zone-users?status=archived')).status).toBe(422);
  });
});

describe('when a representative signs in', () => {
  it('gets a new session id, and the old one is signed in to nothing', async () => {
    const body = registration();
    await register(body);
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const before = browser.cookies.get('courtside_session');
    expect(before).toBeTruthy();
    const answer = await browser.request('POST', '/api/video-zone/login', {
      body: { email: body.email, password },
    });
    expect(answer.status).toBe(200);
    const after = browser.cookies.get('courtside_session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const stale = new TestBrowser(running.url);
    stale.cookies.set('courtside_session', before ?? '');
    expect((await stale.get('/api/video-zone/user')).status).toBe(401);
    expect((await browser.get('/api/video-zone/user')).status).toBe(200);
  });

  it('keeps the cookie for weeks only when asked to remember', async () => {
    const body = registration();
    await register(body);
    const expiry = async (remember: boolean) => {
      const browser = new TestBrowser(running.url);
      await browser.csrf();
      const answer = await browser.request('POST', '/api/video-zone/login', {
        body: { email: body.email, password, remember },
      });
      const cookie = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith('courtside_session='));
      const expires = /Expires=([^;]+)/.exec(cookie ?? '')?.[1];
      return new Date(expires ?? 0).getTime() - new Date(answer.headers.get('date') ?? 0).getTime();
    };
    const day = 24 * 3600 * 1000;
    expect(await expiry(true)).toBeGreaterThan(7 * day);
    expect(await expiry(false)).toBeLessThan(day);
  });

  it('answers a wrong password with 422, then 429 with the wait after five', async () => {
    const body = registration();
    await register(body);
    for (let i = 0; i < 5; i += 1) {
      const { answer } = await signIn(body.email, 'Wrong#2026');
      expect(answer.status).toBe(422);
      expect(answer.body.errors.email).toEqual(['These credentials do not match our records.']);
    }
    const { answer } = await signIn(body.email, password);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/Please try again in \d+ seconds\./);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs out with GET /api/video-zone/logout', async () => {
    const body = registration();
    await register(body);
    const { browser } = await signIn(body.email);
    expect((await browser.get('/api/video-zone/logout')).status).toBe(204);
    expect((await browser.get('/api/video-zone/user')).status).toBe(401);
  });

  it('answers an official or admin session on the representative routes with 401', async () => {
    const { browser } = await newSignedIn(running.url, knex, 'official', ['referee']);
    expect((await browser.get('/api/video-zone/user')).status).toBe(401);
  });
});

describe('when everything above has run', () => {
  it('never put a password or its hash in the log, the events or an answer', async () => {
    const hashes = (await knex('accounts')
      .where({ kind: 'representative' })
      .pluck('password_hash')) as string[];
    expect(hashes.length).toBeGreaterThan(0);
    const events = await knex('events').select('data', 'metadata');
    const haystacks = [logLines.join('\n'), JSON.stringify(events)];
    expect(logLines.length).toBeGreaterThan(0);
    for (const haystack of haystacks) {
      for (const secret of [password, 'Wrong#2026', 'Kosarka#2027', ...hashes]) {
        expect(haystack).not.toContain(secret);
      }
      expect(haystack).not.toMatch(/\$argon2id\$/);
    }
    const answer = await signIn(`rep-1@club.test`);
    expect(JSON.stringify(answer.answer.body)).not.toMatch(/argon2|password/i);
  });
});
