import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveAccount } from '../src/auth/accounts';
import { createAccount } from '../src/index';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let admin: TestBrowser;

interface RoleAnswer {
  id: number;
  name: string;
  guard: string;
  permissions: string[];
}

beforeAll(async () => {
  running = await startGateway();
  ({ browser: admin } = await newSignedIn(running.url, running.knex, 'admin', ['super-admin']));
});

afterAll(async () => {
  await running.close();
});

async function roles(): Promise<RoleAnswer[]> {
  const { status, body } = await admin.get('/api/roles');
  expect(status).toBe(200);
  return body.data;
}

async function roleNamed(name: string): Promise<RoleAnswer> {
  const role = (await roles()).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

describe('when a super-admin opens the security screens', () => {
  it('lists every role of the spec, split into admin and account roles, with permissions', async () => {
    const list = await roles();
    const byGuard = (guard: string) => list.filter((r) => r.guard === guard).map((r) => r.name);
    expect(byGuard('admin')).toEqual(['super-admin', 'administrator', 'league admin']);
    expect(byGuard('account')).toEqual([
      'referee',
      'assistant referee',
      'delegate',
      'statistician',
      'club official',
      'commissioner',
    ]);
    expect((await roleNamed('referee')).permissions).toEqual(['view.leagues', 'view.contests']);
    expect((await roleNamed('league admin')).permissions).toEqual([
      'list.leagues',
      'list.teams',
      'list.officials',
      'list.categories',
      'view.categories',
      'list.arenas',
    ]);
    expect((await roleNamed('club official')).permissions).toEqual([]);
  });

  it('lists every permission the spec names', async () => {
    const { status, body } = await admin.get('/api/permissions');
    expect(status).toBe(200);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      'list.leagues',
      'list.teams',
      'list.officials',
      'list.categories',
      'view.categories',
      'list.arenas',
      'list.users',
      'list.video-zone-users',
      'list.appointments',
      'list.api-keys',
      'view.leagues',
      'view.contests',
    ]);
    expect((await roleNamed('super-admin')).permissions).toHaveLength(12);
  });
});

describe('when a super-admin creates, edits and deletes a role', () => {
  it('keeps what was saved and answers it back', async () => {
    const created = await admin.request('POST', '/api/roles', {
      body: { name: '  scorer  ', guard: 'account', permissions: ['view.contests'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'scorer',
      guard: 'account',
      permissions: ['view.contests'],
    });
    const id: number = created.body.id;

    const updated = await admin.request('PUT', `/api/roles/${id}`, {
      body: { name: 'table official', permissions: ['view.leagues', 'view.contests'] },
    });
    expect(updated.status).toBe(200);
    expect(await roleNamed('table official')).toMatchObject({
      id,
      permissions: ['view.leagues', 'view.contests'],
    });

    expect((await admin.request('DELETE', `/api/roles/${id}`)).status).toBe(204);
    expect((await roles()).some((r) => r.id === id)).toBe(false);
    expect((await admin.request('DELETE', `/api/roles/${id}`)).status).toBe(404);
  });

  it('changes what an account holding the role may do at once', async () => {
    const { id: accountId } = await createAccount(running.knex, {
      kind: 'official',
      email: 'statisticar@courtside.test',
      name: 'Statističar',
      password: 'Stat#2026-x',
      roles: ['statistician'],
    });
    const statistician = await roleNamed('statistician');
    const answer = await admin.request('PUT', `/api/roles/${statistician.id}`, {
      body: { name: 'statistician', permissions: ['view.leagues'] },
    });
    expect(answer.status).toBe(200);
    const account = await findActiveAccount(running.knex, 'official', accountId);
    expect(account?.permissions).toEqual(['view.leagues']);
    expect(account?.roles).toEqual(['statistician']);
    await admin.request('PUT', `/api/roles/${statistician.id}`, {
      body: { name: 'statistician', permissions: statistician.permissions },
    });
  });
});

describe('when the super-admin role is to be deleted or renamed', () => {
  it('answers 422 with a clear message and keeps the role', async () => {
    const superAdmin = await roleNamed('super-admin');
    const deleted = await admin.request('DELETE', `/api/roles/${superAdmin.id}`);
    expect(deleted.status).toBe(422);
    expect(deleted.body).toEqual({
      message: 'The super-admin role cannot be deleted.',
      errors: { role: ['The super-admin role cannot be deleted.'] },
    });
    const renamed = await admin.request('PUT', `/api/roles/${superAdmin.id}`, {
      body: { name: 'boss', permissions: [] },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ name: ['The super-admin role cannot be renamed.'] });
    expect(await roleNamed('super-admin')).toEqual(superAdmin);
  });

  it('answers in Serbian when asked', async () => {
    const superAdmin = await roleNamed('super-admin');
    const answer = await admin.request('DELETE', `/api/roles/${superAdmin.id}`, {
      headers: { 'accept-language': 'sr-Latn' },
    });
    expect(answer.body.message).toBe('Uloga super-admin ne može se obrisati.');
  });
});

describe('when the input is invalid', () => {
  it.each([
    [{}, ['name', 'guard']],
    [{ name: '', guard: 'admin' }, ['name']],
    [{ name: 'x', guard: 'root' }, ['guard']],
    [{ name: 'x', guard: 'admin', permissions: 'list.users' }, ['permissions']],
    [{ name: 'x', guard: 'admin', permissions: ['list.users', 'list.users'] }, ['permissions']],
    [{ name: 'x', guard: 'admin', permissions: ['list.everything'] }, ['permissions']],
    [{ name: 'Referee', guard: 'account' }, ['name']],
  ])('answers 422 for %j on the fields at fault and writes nothing', async (body, fields) => {
    const before = await roles();
    const answer = await admin.request('POST', '/api/roles', { body });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual([...fields].sort());
    expect(await roles()).toEqual(before);
  });

  it('leaves a role as it was when an update names an unknown permission', async () => {
    const delegate = await roleNamed('delegate');
    const answer = await admin.request('PUT', `/api/roles/${delegate.id}`, {
      body: { name: 'delegate (renamed)', permissions: ['view.contests', 'nope'] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ permissions: ['There is no such permission.'] });
    expect(await roleNamed('delegate')).toEqual(delegate);
  });

  it('answers 404 for a role that does not exist', async () => {
    const answer = await admin.request('PUT', '/api/roles/999999', {
      body: { name: 'ghost', permissions: [] },
    });
    expect(answer.status).toBe(404);
  });
});
