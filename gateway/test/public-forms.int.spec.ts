import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  ThreadOpenedMessage,
} from '@courtside/events';
import { readOutbox } from '../src/mail/read-eml';
import { TestBrowser } from './browser';
import { solvedCaptcha } from './captcha-support';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';

// Issue 10 (PUB-FORMS): the contact form and appointment booking, with the self-hosted captcha.

let running: RunningGateway;
let outboxDir: string;
let superAdmin: TestBrowser;
const opened: Socket[] = [];

async function visitor(): Promise<TestBrowser> {
  const browser = new TestBrowser(running.url);
  await browser.csrf();
  return browser;
}

const contact = {
  name: 'Ana Petrović',
  email: 'ana@club.test',
  subject: 'Termini',
  message: 'Zdravo!',
};

const booking = (start: string) => ({
  full_name: 'Marko Marković',
  email: 'marko@club.test',
  phone: '+381 64 123 4567',
  sport_id: 1,
  arena_id: 7,
  tournament: 'Zimski kup',
  home_team: 'Radnički',
  away_team: 'Sloga',
  starts_at: start,
  duration_minutes: 90,
  notes: '',
});

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'courtside-forms-outbox-'));
  running = await startGateway({
    config: {
      captchaMaxNumber: 2000,
      mailOutboxDir: outboxDir,
      contactNotifyTo: ['office@courtside.test'],
      trustProxy: 'loopback',
    },
  });
  await running.knex('rm.sports').insert({ id: 1, name: 'Košarka', show_on_scheduling: true });
  await running.knex('rm.arenas').insert({ id: 7, name: 'Hala Čair' });
  ({ browser: superAdmin } = await newSignedIn(running.url, running.knex, 'admin', [
    'super-admin',
  ]));
});

afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await running?.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('when a visitor sends the contact form', () => {
  it('refuses it without a captcha, with the spec text, and stores nothing', async () => {
    const browser = await visitor();
    const answer = await browser.request('POST', '/api/contact', { body: contact });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.captcha).toEqual(['Captcha must be completed.']);
    expect(await running.knex('contact_threads').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('accepts a solved captcha once, refuses it replayed, and the super-admin sees the thread live', async () => {
    const cookie = [...superAdmin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(running.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { 'accept-language': 'en', cookie },
    });
    opened.push(socket);
    const live: ThreadOpenedMessage[] = [];
    socket.on('thread:opened', (message) => live.push(message));
    expect(await socket.emitWithAck('follow:threads')).toEqual({ ok: true, checkpoint: null });

    const browser = await visitor();
    const captcha = await solvedCaptcha(browser);
    const first = await browser.request('POST', '/api/contact', { body: { ...contact, captcha } });
    expect(first.status).toBe(201);
    // The same solved payload again, twice at once: both refused, nothing more stored.
    const replays = await Promise.all(
      [1, 2].map(() =>
        browser.request('POST', '/api/contact', { body: { ...contact, captcha, subject: 'Opet' } }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual([422, 422]);
    expect(replays[0]?.body.errors.captcha).toEqual([
      'Captcha error. Solve the captcha again and resend the form.',
    ]);

    await vi.waitFor(() => expect(live.map((m) => m.subject)).toEqual(['Termini']));
    const list = await superAdmin.request('GET', '/api/admin/threads?state=open');
    expect(list.body.data.map((t: { subject: string }) => t.subject)).toEqual(['Termini']);
    const thread = await superAdmin.request('GET', `/api/admin/threads/${first.body.id}`);
    expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual(['Zdravo!']);
    await vi.waitFor(async () => {
      const mails = await readOutbox(outboxDir);
      expect(mails.some((m) => m.to.includes('office@courtside.test'))).toBe(true);
    });
  });

  it('lets the super-admin reply by e-mail and resolve the thread', async () => {
    const [{ id }] = (await running.knex('contact_threads').select('id')) as [{ id: number }];
    const reply = await superAdmin.request('POST', `/api/admin/threads/${id}/replies`, {
      body: { message: 'Termini su sredom od 18 časova.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Zdravo!',
      'Termini su sredom od 18 časova.',
    ]);
    const mails = await readOutbox(outboxDir);
    expect(mails.find((m) => m.to.includes('ana@club.test'))?.subject).toBe('Re: Termini');
    const moved = await superAdmin.request('PATCH', `/api/admin/threads/${id}`, {
      body: { state: 'resolved' },
    });
    expect(moved.body.state).toBe('resolved');
    const open = await superAdmin.request('GET', '/api/admin/threads?state=open');
    expect(open.body.data).toEqual([]);
  });

  it('does not let a public socket follow the threads', async () => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(running.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { 'accept-language': 'en' },
    });
    opened.push(socket);
    expect(await socket.emitWithAck('follow:threads')).toEqual({
      ok: false,
      message: 'Unauthenticated.',
    });
  });
});

describe('when two visitors book overlapping slots of one arena at once', () => {
  it('stores exactly one and refuses the other with a plain message', async () => {
    const [a, b] = await Promise.all([visitor(), visitor()]);
    if (!a || !b) throw new Error('no browsers');
    const [captchaA, captchaB] = await Promise.all([solvedCaptcha(a), solvedCaptcha(b)]);
    const answers = await Promise.all([
      a.request('POST', '/api/appointments', {
        body: { ...booking('2030-03-01T17:00:00Z'), captcha: captchaA },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
      b.request('POST', '/api/appointments', {
        body: { ...booking('2030-03-01T18:00:00Z'), captcha: captchaB },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
    const refused = answers.find((x) => x.status === 409);
    expect(refused?.body.message).toBe(
      'This arena is already booked at that time. Choose another time or arena.',
    );
    const rows = await running.knex('appointments').select('state', 'submission_ip');
    // The IP the trusted proxy named, not the proxy's own.
    expect(rows).toEqual([{ state: 'pending', submission_ip: '203.0.113.9' }]);
  });

  it('frees the slot once the booking is archived, and refuses restoring it into a taken slot', async () => {
    const admin = superAdmin;
    const [{ id }] = (await running.knex('appointments').select('id')) as { id: number }[] as [
      { id: number },
    ];
    expect((await admin.request('POST', `/api/admin/appointments/${id}/archive`)).status).toBe(200);
    const browser = await visitor();
    const captcha = await solvedCaptcha(browser);
    const taken = await browser.request('POST', '/api/appointments', {
      body: { ...booking('2030-03-01T17:30:00Z'), captcha },
    });
    expect(taken.status).toBe(201);
    const restore = await admin.request('POST', `/api/admin/appointments/${id}/restore`);
    expect(restore.status).toBe(409);
    const archived = await admin.request('GET', '/api/admin/appointments?filter=archived');
    expect(archived.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
  });
});

describe('when a booking is not valid', () => {
  it('answers each field with the spec text and stores nothing', async () => {
    const browser = await visitor();
    const before = await running.knex('appointments').count({ n: '*' });
    const answer = await browser.request('POST', '/api/appointments', {
      body: { ...booking('2030-04-01T17:00:00Z'), duration_minutes: 20, full_name: '', phone: 'x' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      duration_minutes: ['Expected match duration 30 to 240 minutes.'],
      full_name: ['This field is required.'],
      phone: ['Enter a valid number.'],
      captcha: ['Captcha must be completed.'],
    });
    expect(await running.knex('appointments').count({ n: '*' })).toEqual(before);
  });
});
