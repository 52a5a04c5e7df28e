import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestBrowser } from './browser';
import { connectedSocket } from './connected-socket';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';
import { usersOf } from './users-support';

// An administrator editing and deleting users, and the last activity a request leaves;
// creating and listing are in users-create.int.spec.ts.

let running: RunningGateway;
let admin: { browser: TestBrowser; id: number };
const { eventsOf, eventCount } = usersOf(() => running);

beforeAll(async () => {
  running = await startGateway();
  admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
});

afterAll(async () => {
  await running?.close();
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
    const { disconnected } = await connectedSocket(running.url, doomed.browser);
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
