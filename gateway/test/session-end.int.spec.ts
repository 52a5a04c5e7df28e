import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  AuditAppendedMessage,
  ClientToServerEvents,
  DashboardUpdatedMessage,
  ServerToClientEvents,
} from '@courtside/events';
import { createAccount } from '../src/index';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

// Issue 14: a socket opened before sign-out kept receiving the admin audit log and dashboard;
// changing the password left the account's other sessions signed in; the e-mail could be
// changed without the current password.

type AdminSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
let stack: Stack;
const opened: AdminSocket[] = [];
const adminMeta = { actor: { kind: 'admin' as const, id: '1' } };

function socketOf(browser: TestBrowser): AdminSocket {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket: AdminSocket = connect(stack.url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { 'accept-language': 'en', cookie },
  });
  opened.push(socket);
  return socket;
}

/** A super-admin's socket following both private rooms, with what it received. */
async function watchingAdmin() {
  const { browser } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['super-admin']);
  const socket = socketOf(browser);
  expect(await socket.emitWithAck('follow:logs')).toMatchObject({ ok: true });
  expect(await socket.emitWithAck('follow:dashboard')).toMatchObject({ ok: true });
  const logs: AuditAppendedMessage[] = [];
  const dashboards: DashboardUpdatedMessage[] = [];
  socket.on('audit:appended', (message) => logs.push(message));
  socket.on('dashboard:updated', (message) => dashboards.push(message));
  return { browser, socket, logs, dashboards };
}

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await stack.close();
});

describe('when a super-admin signs out while their socket follows the logs and dashboard', () => {
  it('pushes nothing more to that socket, while a signed-in one still gets both', async () => {
    const staying = await watchingAdmin();
    const leaving = await watchingAdmin();
    expect((await leaving.browser.get('/api/logout')).status).toBe(204);

    const seen = Promise.all([
      new Promise((resolve) => staying.socket.once('audit:appended', resolve)),
      new Promise((resolve) => staying.socket.once('dashboard:updated', resolve)),
    ]);
    await stack.command.commands.recordScores(
      stack.contestId,
      { A1: 12, B1: 9, expected_revision: stack.contestRevision },
      adminMeta,
    );
    await seen;
    // Each push goes to its whole room in one pass, and a connection keeps its order: a push
    // to the signed-out socket would arrive before the answer to a question asked now.
    await leaving.socket.emitWithAck('follow', { league: stack.leagueId });
    expect(leaving.logs).toEqual([]);
    expect(leaving.dashboards).toEqual([]);
    // Nor can the old socket join again on the session it no longer has.
    expect(await leaving.socket.emitWithAck('follow:logs')).toMatchObject({ ok: false });
  });
});

describe('when an official changes the password on one device', () => {
  it('signs out their other sessions and keeps the one that changed it', async () => {
    const email = 'two-devices@courtside.test';
    const password = 'Sudija#2026';
    await createAccount(stack.gateway.knex, { kind: 'official', email, name: 'Ana', password });
    const phone = new TestBrowser(stack.url);
    const laptop = new TestBrowser(stack.url);
    expect((await phone.signIn(email, password)).status).toBe(200);
    expect((await laptop.signIn(email, password)).status).toBe(200);

    const changed = await laptop.request('PUT', '/api/profile', {
      body: {
        name: 'Ana',
        email,
        current_password: password,
        password: 'Novo#Geslo2026',
        password_confirmation: 'Novo#Geslo2026',
      },
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/officials/user')).status).toBe(200);
    expect((await phone.get('/api/officials/user')).status).toBe(401);
  });
});

describe('when a signed-in official changes the e-mail address', () => {
  it('refuses without the current password and accepts with it', async () => {
    const email = 'moving@courtside.test';
    const password = 'Sudija#2026';
    await createAccount(stack.gateway.knex, { kind: 'official', email, name: 'Ivan', password });
    const browser = new TestBrowser(stack.url);
    expect((await browser.signIn(email, password)).status).toBe(200);

    const body = { name: 'Ivan', email: 'attacker@evil.test' };
    const refused = await browser.request('PUT', '/api/profile', { body });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['current_password']);
    const wrong = await browser.request('PUT', '/api/profile', {
      body: { ...body, current_password: 'Wrong#2026' },
    });
    expect(wrong.status).toBe(422);
    expect((await browser.get('/api/profile')).body.email).toBe(email);

    const moved = await browser.request('PUT', '/api/profile', {
      body: { ...body, email: 'moved@courtside.test', current_password: password },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe('moved@courtside.test');
  });
});
