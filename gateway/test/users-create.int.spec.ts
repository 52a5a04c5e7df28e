import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';
import { strong, usersOf } from './users-support';

// An administrator creating officials and listing users; editing, deleting and the last
// activity are in users-edit.int.spec.ts.

let running: RunningGateway;
let admin: { browser: TestBrowser; id: number };
const { email, eventsOf, accountCount, eventCount } = usersOf(() => running);

beforeAll(async () => {
  running = await startGateway();
  admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
});

afterAll(async () => {
  await running?.close();
});

describe('when an administrator creates an official', () => {
  it('answers the new user without any secret and records AccountRegistered', async () => {
    const address = email();
    const answer = await admin.browser.request('POST', '/api/users', {
      body: {
        name: 'Jelena Marković',
        email: address,
        screen_name: 'jelena',
        kind: 'official',
        roles: ['referee', 'delegate'],
        password: strong,
        password_confirmation: strong,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'official',
      name: 'Jelena Marković',
      email: address,
      screen_name: 'jelena',
      roles: ['referee', 'delegate'],
      avatar: '/api/avatars/initials.svg?name=Jelena%20Markovi%C4%87',
      last_activity_at: null,
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
    const events = await eventsOf(answer.body.id);
    expect(events.map((e) => e.type)).toEqual(['AccountRegistered', 'AccountUpdated']);
    expect(events[0]?.data).toMatchObject({ kind: 'official', roles: ['referee', 'delegate'] });
    expect(JSON.stringify(events)).not.toContain(strong);
  });

  it.each([
    ['name', { name: '' }, 'This field is required.'],
    ['email', { email: 'not-an-address' }, 'Enter a valid email address.'],
    ['kind', { kind: 'representative' }, 'The given data was invalid.'],
    ['roles', { roles: ['super-admin'] }, 'There is no such role for this kind of user.'],
    ['roles', { roles: ['referee', 'referee'] }, 'Selected values cannot be duplicated.'],
    [
      'password',
      { password: 'weakpassword', password_confirmation: 'weakpassword' },
      'The password must have at least 8 characters, with a number, an uppercase letter, a lowercase letter and a special character.',
    ],
    [
      'password_confirmation',
      { password_confirmation: 'Other#2026' },
      'The passwords do not match.',
    ],
    ['colour', { colour: 'blue' }, 'This field is not accepted.'],
  ])('refuses a bad %s with 422 and writes nothing', async (field, change, text) => {
    const accountsBefore = await accountCount();
    const eventsBefore = await eventCount();
    const answer = await admin.browser.request('POST', '/api/users', {
      body: {
        name: 'Petar Petrović',
        email: email(),
        kind: 'official',
        roles: ['referee'],
        password: strong,
        password_confirmation: strong,
        ...change,
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([text]);
    expect(await accountCount()).toBe(accountsBefore);
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('refuses an email another user of the same kind has', async () => {
    const { id } = await newSignedIn(running.url, running.knex, 'official', []);
    const taken = (await running.knex('accounts').where({ id }).first('email')).email;
    const answer = await admin.browser.request('POST', '/api/users', {
      body: {
        name: 'Copy Cat',
        email: taken.toUpperCase(),
        kind: 'official',
        roles: [],
        password: strong,
        password_confirmation: strong,
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.email).toEqual(['This email address is already registered.']);
  });

  it('lets only a super-admin give the super-admin role', async () => {
    const body = {
      name: 'Would Be Boss',
      email: email(),
      kind: 'admin',
      roles: ['super-admin'],
      password: strong,
      password_confirmation: strong,
    };
    const refused = await admin.browser.request('POST', '/api/users', { body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.roles).toEqual([
      'Only a super-admin can give or take the super-admin role.',
    ]);
    const boss = await newSignedIn(running.url, running.knex, 'admin', ['super-admin']);
    const granted = await boss.browser.request('POST', '/api/users', { body });
    expect(granted.status).toBe(201);
    expect(granted.body.roles).toEqual(['super-admin']);
  });
});

describe('when users are listed', () => {
  it('offers admin roles for admins and account roles for officials', async () => {
    const answer = await admin.browser.get('/api/users/roles');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContainEqual({ name: 'administrator', guard: 'admin' });
    expect(answer.body.data).toContainEqual({ name: 'referee', guard: 'account' });
  });

  it('pages by 10, newest first, and finds them by name or email', async () => {
    for (let i = 0; i < 11; i += 1) {
      await newSignedIn(running.url, running.knex, 'official', []);
    }
    const first = await admin.browser.get('/api/users');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    const ids = first.body.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.data[0]).toHaveProperty('last_activity_at');

    const created = await admin.browser.request('POST', '/api/users', {
      body: {
        name: 'Zorana Unikatna',
        email: email(),
        kind: 'official',
        roles: [],
        password: strong,
        password_confirmation: strong,
      },
    });
    const found = await admin.browser.get('/api/users?search=unikatna');
    expect(found.body.data.map((u: { id: number }) => u.id)).toEqual([created.body.id]);
    const admins = await admin.browser.get('/api/users?kind=admin&per_page=100');
    expect(admins.body.data.every((u: { kind: string }) => u.kind === 'admin')).toBe(true);
  });
});
