import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { password, startVideoZone, type VideoZone } from './video-zone-support';

// A representative registering and signing in; approval and deletion by an administrator are
// in video-zone-approval.int.spec.ts.

let zone: VideoZone;
let knex: Knex;

beforeAll(async () => {
  zone = await startVideoZone();
  ({ knex } = zone);
});

afterAll(async () => {
  await zone?.close();
});

describe('when a representative registers', () => {
  it('is pending, may sign in and sees their club, names and no approval', async () => {
    const body = zone.registration({ first_name: 'Ana', last_name: 'Jovanović' });
    const registered = await zone.register(body);
    expect(registered.status).toBe(201);
    const { answer } = await zone.signIn(body.email);
    expect(answer.status).toBe(200);
    expect(answer.body.representative).toEqual({
      id: await zone.idOf(body.email),
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
    expect(await zone.eventTypes(await zone.idOf(body.email))).toEqual([
      'AccountRegistered',
      'AccountUpdated',
    ]);
  });

  it('offers the sports shown on scheduling and keeps the one chosen', async () => {
    const sports = await new TestBrowser(zone.url).get('/api/video-zone/sports');
    expect(sports.body).toEqual({ data: [{ id: 1, name: 'Košarka' }] });
    const body = zone.registration({ sport_id: 1 });
    expect((await zone.register(body)).status).toBe(201);
    expect((await zone.signIn(body.email)).answer.body.representative.sport_id).toBe(1);
  });

  it('takes the club name in any letter case', async () => {
    const body = zone.registration({ club: 'vojvodina' });
    expect((await zone.register(body)).status).toBe(201);
    expect((await zone.signIn(body.email)).answer.body.representative.club).toBe('Vojvodina');
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
    const answer = await zone.register(zone.registration(change));
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
    const body = zone.registration();
    const answers = await Promise.all([zone.register(body), zone.register(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(refused?.body.errors.email).toEqual(['This email address is already registered.']);
    expect(await knex('accounts').where({ email: body.email })).toHaveLength(1);
  });

  it('refuses an address already registered, in any letter case', async () => {
    const body = zone.registration();
    expect((await zone.register(body)).status).toBe(201);
    const again = await zone.register({ ...zone.registration(), email: body.email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['This email address is already registered.']);
  });
});

describe('when a representative signs in', () => {
  it('gets a new session id, and the old one is signed in to nothing', async () => {
    const body = zone.registration();
    await zone.register(body);
    const browser = new TestBrowser(zone.url);
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
    const stale = new TestBrowser(zone.url);
    stale.cookies.set('courtside_session', before ?? '');
    expect((await stale.get('/api/video-zone/user')).status).toBe(401);
    expect((await browser.get('/api/video-zone/user')).status).toBe(200);
  });

  it('keeps the cookie for weeks only when asked to remember', async () => {
    const body = zone.registration();
    await zone.register(body);
    const expiry = async (remember: boolean) => {
      const browser = new TestBrowser(zone.url);
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
    const body = zone.registration();
    await zone.register(body);
    for (let i = 0; i < 5; i += 1) {
      const { answer } = await zone.signIn(body.email, 'Wrong#2026');
      expect(answer.status).toBe(422);
      expect(answer.body.errors.email).toEqual(['These credentials do not match our records.']);
    }
    const { answer } = await zone.signIn(body.email, password);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/Please try again in \d+ seconds\./);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('signs out with GET /api/video-zone/logout', async () => {
    const body = zone.registration();
    await zone.register(body);
    const { browser } = await zone.signIn(body.email);
    expect((await browser.get('/api/video-zone/logout')).status).toBe(204);
    expect((await browser.get('/api/video-zone/user')).status).toBe(401);
  });

  it('answers an official or admin session on the representative routes with 403', async () => {
    const { browser } = await newSignedIn(zone.url, knex, 'official', ['referee']);
    expect((await browser.get('/api/video-zone/user')).status).toBe(403);
  });
});

describe('when everything above has run', () => {
  it('never put a password or its hash in the log, the events or an answer', async () => {
    await zone.expectNoSecretLeaked();
  });
});
