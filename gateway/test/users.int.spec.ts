import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';
import type { TestBrowser } from './browser';

let running: RunningGateway;
let admin: { browser: TestBrowser; id: number };
let serial = 0;

const strong = 'Sudija#2026';

function email(): string {
  serial += 1;
  return `user-${serial}@courtside.test`;
}

async function eventsOf(accountId: number) {
  return running
    .knex('events')
    .where('stream_id', `account-${accountId}`)
    .orderBy('position')
    .select('type', 'data');
}

async function accountCount(): Promise<number> {
  const [row] = await running.knex('accounts').count<{ count: string }[]>({ count: '*' });
  return Number(row?.count);
}

async function eventCount(): Promise<number> {
  const [row] = await running.knex('events').count<{ count: string }[]>({ count: '*' });
  return Number(row?.count);
}

beforeAll(async () => {
  running = await startGateway();
  admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
});

afterAll(async () => {
  await running.close();
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

describe('when an administrator edits a user', () => {
  it('saves and records only the fields that changed, never the password', async () => {
    const { id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    const before = await admin.browser.get(`/api/users/${id}`);
    const answer = await admin.browser.request('PUT', `/api/users/${id}`, {
      body: {
        name: 'Changed Name',
        email: before.body.email,
        roles: ['referee'],
        password: 'Changed#2026',
        password_confirmation: 'Changed#2026',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe('Changed Name');
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual(['AccountUpdated', 'PasswordChanged']);
    expect(events[0]?.data.changes).toEqual({ name: 'Changed Name' });
    expect(JSON.stringify(events)).not.toContain('Changed#2026');
  });
});

describe('when an edit is refused', () => {
  it('answers 422 per field and changes nothing', async () => {
    const { id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    const before = await running.knex('accounts').where({ id }).first();
    const answer = await admin.browser.request('PUT', `/api/users/${id}`, {
      body: { name: '', email: 'nope', roles: ['administrator'], password: 'Abc#1' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
    ]);
    expect(await running.knex('accounts').where({ id }).first()).toEqual(before);
    expect(await eventsOf(id)).toEqual([]);
  });

  it("keeps a super-admin's account out of an administrator's reach", async () => {
    const boss = await newSignedIn(running.url, running.knex, 'admin', ['super-admin']);
    const current = await admin.browser.get(`/api/users/${boss.id}`);
    const edit = await admin.browser.request('PUT', `/api/users/${boss.id}`, {
      body: { name: 'Demoted', email: current.body.email, roles: [] },
    });
    expect(edit.status).toBe(403);
    expect((await admin.browser.request('DELETE', `/api/users/${boss.id}`)).status).toBe(403);
    expect(await eventsOf(boss.id)).toEqual([]);
  });
});

describe('when a user is deleted', () => {
  it('refuses to delete oneself with a clear message', async () => {
    const answer = await admin.browser.request('DELETE', `/api/users/${admin.id}`);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('You cannot delete your own account.');
    const row = await running.knex('accounts').where({ id: admin.id }).first();
    expect(row.deleted_at).toBeNull();
  });

  it('refuses a league owner without a new owner, lists the leagues and writes nothing', async () => {
    const owner = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
    await readModelRows(running.knex).league({ id: 41, name: 'Zlatna liga' });
    await running.knex('leagues').withSchema('rm').where({ id: 41 }).update({ owner_id: owner.id });
    const eventsBefore = await eventCount();
    const answer = await admin.browser.request('DELETE', `/api/users/${owner.id}`);
    expect(answer.status).toBe(422);
    expect(answer.body.leagues).toEqual([{ id: 41, name: 'Zlatna liga' }]);
    expect(answer.body.errors.new_owner_id).toEqual([
      'This user owns leagues. Choose a new owner for them before deleting the user.',
    ]);
    expect(await eventCount()).toBe(eventsBefore);
    const row = await running.knex('accounts').where({ id: owner.id }).first();
    expect(row.deleted_at).toBeNull();
    expect((await owner.browser.get('/api/profile')).status).toBe(200);
  });

  it('soft-deletes: gone from the list, signed out, socket closed, AccountDeleted recorded', async () => {
    const doomed = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    expect((await doomed.browser.get('/api/profile')).status).toBe(200);
    const cookie = [...doomed.browser.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const socket = connect(running.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { cookie },
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    );
    const answer = await admin.browser.request('DELETE', `/api/users/${doomed.id}`);
    expect(answer.status).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    const row = await running.knex('accounts').where({ id: doomed.id }).first();
    expect(row.deleted_at).not.toBeNull();
    expect((await doomed.browser.get('/api/profile')).status).toBe(401);
    expect((await admin.browser.get(`/api/users/${doomed.id}`)).status).toBe(404);
    const events = await eventsOf(doomed.id);
    expect(events.map((e) => e.type)).toEqual(['AccountDeleted']);
  });
});

describe('when a signed-in user makes requests', () => {
  it('updates the last activity the users list shows', async () => {
    const user = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    const listed = async () =>
      (await admin.browser.get(`/api/users/${user.id}`)).body.last_activity_at as string | null;
    expect(await listed()).toBeNull();
    expect((await user.browser.get('/api/profile')).status).toBe(200);
    await vi.waitFor(async () => expect(await listed()).not.toBeNull(), { timeout: 5000 });
  });

  it('refreshes an activity older than a minute', async () => {
    const user = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    const old = new Date('2026-01-01T00:00:00Z');
    await running.knex('accounts').where({ id: user.id }).update({ last_activity_at: old });
    await user.browser.get('/api/profile');
    await vi.waitFor(
      async () => {
        const row = await running.knex('accounts').where({ id: user.id }).first();
        expect(row.last_activity_at.getTime()).toBeGreaterThan(old.getTime());
      },
      { timeout: 5000 },
    );
  });
});
