import { clubRepresentative } from './club-representative';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingsUpdatedMessage, RecordingBooking } from '@courtside/events';
import { TestBrowser } from './browser';
import { socketFor, type GatewaySocket } from './connected-socket';
import { createLeague, scheduleMatch } from './recording-support';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
/** An approved representative of Vojvodina, whose team plays Partizan. */
let representative: TestBrowser;
let vojvodina: number;
let partizan: number;
/** Tomorrow, Vojvodina–Partizan in the video-zone league. */
let upcoming: number;
/** Vojvodina–Partizan an hour ago in the video-zone league. */
let started: number;
/** Tomorrow, Partizan–Zvezda: Vojvodina does not play. */
let othersMatch: number;
/** Tomorrow, Vojvodina–Zvezda in a league without the video zone. */
let noVideoZone: number;

const hour = 3600 * 1000;

function representativeOf(
  clubId: number,
  state: { approved?: boolean; deleted?: boolean } = { approved: true },
): Promise<TestBrowser> {
  return clubRepresentative(stack, clubId, state, 'Vojvodina');
}

async function recordingEvents(): Promise<number> {
  const { rows } = await stack.gateway.knex.raw<{ rows: { count: string }[] }>(
    "SELECT count(*) FROM events WHERE stream_id LIKE 'recording-%'",
  );
  return Number(rows[0]?.count);
}

const book = (browser: TestBrowser, contestId: number, extra: Record<string, unknown> = {}) =>
  browser.request('POST', '/api/video-zone/bookings', {
    body: { contest_id: contestId, package: 'two_cameras', notes: 'Kamera kod klupe.', ...extra },
  });

beforeAll(async () => {
  stack = await startStack();
  const { commands } = stack.command;
  const now = stack.clock.now.getTime();
  const team = async (name: string) => (await commands.createTeam({ name })).id;
  const [voj, par, czv] = [await team('Vojvodina'), await team('Partizan'), await team('Zvezda')];
  const league = await createLeague(commands, 'Video liga', { videoZone: true });
  const plain = await createLeague(commands, 'Liga bez videa', { videoZone: false });
  for (const id of [voj, par, czv]) {
    await commands.registerTeam(league.id, { team_id: id });
    await commands.registerTeam(plain.id, { team_id: id });
  }
  const contest = async (leagueId: number, at: number, home: number, away: number) =>
    scheduleMatch(commands, leagueId, at, home, away);
  upcoming = (await contest(league.id, now + 24 * hour, voj, par)).id;
  started = (await contest(league.id, now - hour, voj, par)).id;
  othersMatch = (await contest(league.id, now + 24 * hour, par, czv)).id;
  const last = await contest(plain.id, now + 24 * hour, voj, czv);
  noVideoZone = last.id;
  vojvodina = (await commands.createClub({ name: 'KK Vojvodina', team_ids: [voj] })).id;
  const club = await commands.createClub({ name: 'KK Partizan', team_ids: [par] });
  partizan = club.id;
  await stack.projection.waitFor(club.position, 30_000);
  admin = (await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['administrator'])).browser;
  representative = await representativeOf(vojvodina);
}, 120_000);

const sockets: GatewaySocket[] = [];

/** A real Socket.IO client on the browser's session, recording every bookings push. */
function socketOf(browser?: TestBrowser) {
  const socket = socketFor(stack.url, browser);
  sockets.push(socket);
  const pushed: BookingsUpdatedMessage[] = [];
  socket.on('bookings:updated', (message) => pushed.push(message));
  return { socket, pushed };
}

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await stack?.close();
});

describe('when an approved representative books an upcoming match of their club', () => {
  it('stores the booking as requested and lists it with the match', async () => {
    const answer = await book(representative, upcoming);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { booking } = answer.body as { booking: RecordingBooking };
    expect(booking).toMatchObject({
      contest_id: upcoming,
      club_id: vojvodina,
      club_name: 'KK Vojvodina',
      league_name: 'Video liga',
      first_team_name: 'Vojvodina',
      second_team_name: 'Partizan',
      package: 'two_cameras',
      notes: 'Kamera kod klupe.',
      state: 'requested',
      actions: ['confirm', 'refuse', 'cancel'],
    });
    const list = await representative.request('GET', '/api/video-zone/bookings');
    const body = list.body as { data: RecordingBooking[]; matches: { id: number }[] };
    expect(body.data.map((b) => [b.contest_id, b.state])).toEqual([[upcoming, 'requested']]);
    // Only the club's upcoming matches in video-zone leagues can be booked.
    expect(body.matches.map((m) => m.id)).toEqual([upcoming]);
  });

  it('refuses a second booking of the same match with a clear 422', async () => {
    const before = await recordingEvents();
    const answer = await book(representative, upcoming);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Your club has already booked a recording of this match.',
      errors: { contest_id: ['Your club has already booked a recording of this match.'] },
    });
    expect(await recordingEvents()).toBe(before);
  });
});

describe('when the match may not be booked', () => {
  it('answers 422 for a match that has started and for a league without the video zone, storing nothing', async () => {
    const before = await recordingEvents();
    const past = await book(representative, started);
    expect(past.status).toBe(422);
    expect((past.body as { errors: Record<string, string[]> }).errors).toEqual({
      contest_id: ['This match has already started; only upcoming matches can be booked.'],
    });
    const flagOff = await book(representative, noVideoZone);
    expect(flagOff.status).toBe(422);
    expect((flagOff.body as { message: string }).message).toBe(
      'This league does not offer the video zone.',
    );
    const unknownPackage = await book(representative, othersMatch, { package: 'drone' });
    expect(unknownPackage.status).toBe(422);
    expect(await recordingEvents()).toBe(before);
  });

  it('answers 403 for a match of other clubs, storing nothing', async () => {
    const before = await recordingEvents();
    const answer = await book(representative, othersMatch);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      message: 'You can only book recordings of your own club’s matches.',
    });
    expect(await recordingEvents()).toBe(before);
  });
});

describe('when someone other than an approved representative tries', () => {
  it('answers a pending or deleted representative, an official, an admin and the public 403 or 401', async () => {
    const before = await recordingEvents();
    const pending = await representativeOf(vojvodina, { approved: false });
    const deleted = await representativeOf(vojvodina, { approved: true, deleted: true });
    const official = (await newSignedIn(stack.url, stack.gateway.knex, 'official', ['referee']))
      .browser;
    for (const browser of [pending, deleted, official, admin]) {
      expect((await book(browser, upcoming)).status).toBe(403);
      expect((await browser.request('GET', '/api/video-zone/bookings')).status).toBe(403);
    }
    const visitor = new TestBrowser(stack.url);
    await visitor.csrf();
    expect((await book(visitor, upcoming)).status).toBe(401);
    expect(await recordingEvents()).toBe(before);
  });

  it('keeps the administrators’ list from representatives and the public', async () => {
    expect((await representative.request('GET', '/api/admin/video-on-demand')).status).toBe(403);
  });
});

describe('when twenty identical bookings arrive at once', () => {
  it('stores exactly one and refuses the rest as already booked', async () => {
    const partizanRep = await representativeOf(partizan);
    const before = await recordingEvents();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(partizanRep, othersMatch)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    expect(await recordingEvents()).toBe(before + 1);
  });
});

describe('when an administrator handles the bookings', () => {
  async function bookingOf(contestId: number): Promise<RecordingBooking> {
    const list = await admin.request('GET', '/api/admin/video-on-demand?state=requested');
    const found = (list.body as { data: RecordingBooking[] }).data.find(
      (b) => b.contest_id === contestId,
    );
    if (!found) throw new Error(`no booking of ${contestId}`);
    return found;
  }
  const step = (id: number, action: string, body: Record<string, unknown> = {}) =>
    admin.request('POST', `/api/admin/video-on-demand/${id}/${action}`, { body });

  it('lists them filtered by state, league and day', async () => {
    const all = await admin.request('GET', '/api/admin/video-on-demand');
    const body = all.body as {
      data: RecordingBooking[];
      meta: { total: number };
      leagues: { name: string }[];
    };
    expect(body.meta.total).toBe(2);
    expect(body.leagues.map((l) => l.name)).toEqual(['Video liga']);
    const day = new Date(stack.clock.now.getTime() + 24 * hour).toISOString().slice(0, 10);
    const onDay = await admin.request('GET', `/api/admin/video-on-demand?date=${day}`);
    expect((onDay.body as { meta: { total: number } }).meta.total).toBe(2);
    const otherDay = await admin.request('GET', '/api/admin/video-on-demand?date=2020-01-01');
    expect((otherDay.body as { meta: { total: number } }).meta.total).toBe(0);
    const confirmed = await admin.request('GET', '/api/admin/video-on-demand?state=confirmed');
    expect((confirmed.body as { meta: { total: number } }).meta.total).toBe(0);
    const bad = await admin.request('GET', '/api/admin/video-on-demand?state=lost');
    expect(bad.status).toBe(422);
  });

  it('refuses a refusal without a reason, storing nothing', async () => {
    const booking = await bookingOf(othersMatch);
    const before = await recordingEvents();
    const answer = await step(booking.id, 'refuse', { reason: '  ' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Give a reason: the club will see it.',
      errors: { reason: ['Give a reason: the club will see it.'] },
    });
    expect(await recordingEvents()).toBe(before);
    const refused = await step(booking.id, 'refuse', { reason: 'Nema ekipe.' });
    expect((refused.body as { booking: RecordingBooking }).booking).toMatchObject({
      state: 'refused',
      reason: 'Nema ekipe.',
      actions: [],
    });
  });

  it('moves a booking requested → confirmed → recording → available, and the history shows each step', async () => {
    const booking = await bookingOf(upcoming);
    for (const [action, state] of [
      ['confirm', 'confirmed'],
      ['start', 'recording'],
      ['complete', 'available'],
    ] as const) {
      const answer = await step(booking.id, action);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((answer.body as { booking: RecordingBooking }).booking.state).toBe(state);
    }
    const again = await step(booking.id, 'confirm');
    expect(again.status).toBe(422);
    const mine = await representative.request('GET', '/api/video-zone/bookings');
    expect((mine.body as { data: RecordingBooking[] }).data[0]?.state).toBe('available');
    const superAdmin = (await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['super-admin']))
      .browser;
    const history = await superAdmin.request('GET', `/api/history/recording/${booking.id}`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const events = (history.body as { data: { event: string }[] }).data.map((e) => e.event);
    expect(events).toEqual([
      'RecordingRequested',
      'RecordingConfirmed',
      'RecordingStarted',
      'RecordingMadeAvailable',
    ]);
  });

  it('answers 404 for a booking that does not exist', async () => {
    expect((await step(999_999, 'confirm')).status).toBe(404);
    expect((await step(1, 'explode')).status).toBe(404);
  });
});

describe('when a club’s booking changes while its representatives and the administrators watch', () => {
  it('pushes it to that club’s room and the administrators, never to another club or the public', async () => {
    const partizanRep = await representativeOf(partizan);
    const own = socketOf(partizanRep);
    const otherClub = socketOf(representative);
    const staff = socketOf(admin);
    const pending = socketOf(await representativeOf(partizan, { approved: false }));
    const visitor = socketOf();
    for (const watcher of [own, otherClub, staff]) {
      expect(await watcher.socket.emitWithAck('follow:bookings')).toMatchObject({ ok: true });
    }
    expect(await pending.socket.emitWithAck('follow:bookings')).toMatchObject({ ok: false });
    expect(await visitor.socket.emitWithAck('follow:bookings')).toEqual({
      ok: false,
      message: 'Unauthenticated.',
    });

    // Refused earlier, so the club may ask again; then an administrator confirms.
    const again = await book(partizanRep, othersMatch);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const { booking } = again.body as { booking: RecordingBooking };
    await admin.request('POST', `/api/admin/video-on-demand/${booking.id}/confirm`, { body: {} });

    const states = (watcher: { pushed: BookingsUpdatedMessage[] }) =>
      watcher.pushed.flatMap((m) => m.bookings.map((b) => `${b.id}:${b.state}`));
    await expect
      .poll(() => states(own))
      .toEqual([`${booking.id}:requested`, `${booking.id}:confirmed`]);
    await expect.poll(() => states(staff)).toContain(`${booking.id}:confirmed`);
    expect(otherClub.pushed).toEqual([]);
    expect(pending.pushed).toEqual([]);
    expect(visitor.pushed).toEqual([]);
  });
});
