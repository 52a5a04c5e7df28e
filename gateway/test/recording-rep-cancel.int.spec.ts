import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingsUpdatedMessage, RecordingBooking } from '@courtside/events';
import type { TestBrowser } from './browser';
import { socketFor, type GatewaySocket } from './connected-socket';
import { newSignedIn } from './signed-in';
import { recordingWorld, type RecordingWorld } from './recording-support';

let world: RecordingWorld;
/** Vojvodina's representative. */
let representative: TestBrowser;
const sockets: GatewaySocket[] = [];

beforeAll(async () => {
  world = await recordingWorld();
  representative = await world.representativeOf(world.vojvodina);
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await world?.stack.close();
});

const cancel = (browser: TestBrowser, id: number, body: Record<string, unknown>) =>
  browser.request('POST', `/api/video-zone/bookings/${id}/cancel`, { body });
const adminStep = (id: number, action: string, body: Record<string, unknown> = {}) =>
  world.admin.request('POST', `/api/admin/video-on-demand/${id}/${action}`, { body });

/** A real Socket.IO client on the browser's session, recording every bookings push. */
async function watching(browser: TestBrowser) {
  const socket = socketFor(world.stack.url, browser);
  sockets.push(socket);
  const pushed: BookingsUpdatedMessage[] = [];
  socket.on('bookings:updated', (message) => pushed.push(message));
  expect(await socket.emitWithAck('follow:bookings')).toMatchObject({ ok: true });
  return pushed;
}
const states = (pushed: BookingsUpdatedMessage[]) =>
  pushed.flatMap((message) => message.bookings.map((b) => `${b.id}:${b.state}`));

describe('when a representative cancels their club’s confirmed booking, giving a reason', () => {
  it('cancels it, both screens hear it live, and the history shows who and why', async () => {
    expect((await world.book(representative, world.matches.vojPar)).status).toBe(201);
    const booking = await world.bookingOf(representative, world.matches.vojPar);
    expect((await adminStep(booking.id, 'confirm')).status).toBe(200);
    const mine = await watching(representative);
    const staff = await watching(world.admin);

    const before = await world.recordingEvents();
    const answer = await cancel(representative, booking.id, { reason: 'Utakmica je pomerena.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as { booking: RecordingBooking }).booking).toMatchObject({
      state: 'cancelled',
      reason: 'Utakmica je pomerena.',
      actions: [],
    });
    expect(await world.recordingEvents()).toBe(before + 1);
    await expect.poll(() => states(mine)).toContain(`${booking.id}:cancelled`);
    await expect.poll(() => states(staff)).toContain(`${booking.id}:cancelled`);

    const superAdmin = (
      await newSignedIn(world.stack.url, world.stack.gateway.knex, 'admin', ['super-admin'])
    ).browser;
    const history = await superAdmin.request('GET', `/api/history/recording/${booking.id}`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const rows = (history.body as { data: { event: string; user_type?: string }[] }).data;
    expect(rows.map((row) => row.event)).toEqual([
      'RecordingRequested',
      'RecordingConfirmed',
      'RecordingCancelled',
    ]);
    expect(JSON.stringify(rows.at(-1))).toContain('Utakmica je pomerena.');
  });

  it('needs a reason, storing nothing without one', async () => {
    expect((await world.book(representative, world.matches.vojZvz)).status).toBe(201);
    const booking = await world.bookingOf(representative, world.matches.vojZvz);
    const before = await world.recordingEvents();
    const answer = await cancel(representative, booking.id, { reason: ' ' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Give a reason: the club will see it.',
      errors: { reason: ['Give a reason: the club will see it.'] },
    });
    expect(await world.recordingEvents()).toBe(before);
  });
});

describe('when the booking is not the representative’s to cancel', () => {
  it('forbids another club’s representative (403) and refuses a booking being filmed (422)', async () => {
    const partizanRep = await world.representativeOf(world.partizan);
    expect((await world.book(partizanRep, world.matches.parZvz)).status).toBe(201);
    const booking = await world.bookingOf(partizanRep, world.matches.parZvz);
    const before = await world.recordingEvents();
    const other = await cancel(representative, booking.id, { reason: 'Nije naša.' });
    expect(other.status).toBe(403);
    expect(await world.recordingEvents()).toBe(before);

    expect((await adminStep(booking.id, 'confirm')).status).toBe(200);
    expect((await adminStep(booking.id, 'start')).status).toBe(200);
    const filming = await world.recordingEvents();
    const late = await cancel(partizanRep, booking.id, { reason: 'Kasno.' });
    expect(late.status).toBe(422);
    expect((late.body as { message: string }).message).toBe(
      'This booking can no longer be cancelled: its recording has started or the booking has ended.',
    );
    expect(await world.recordingEvents()).toBe(filming);
    expect((await world.bookingOf(partizanRep, world.matches.parZvz)).state).toBe('recording');
    expect((await cancel(partizanRep, 999_999, { reason: 'Nema.' })).status).toBe(404);
  });
});

describe('when the representative cancels while an administrator confirms', () => {
  it('lets exactly one of them through, never both', async () => {
    const booking = await world.bookingOf(representative, world.matches.vojZvz);
    expect(booking.state).toBe('requested');
    const before = await world.recordingEvents();
    const [cancelled, confirmed] = await Promise.all([
      cancel(representative, booking.id, {
        reason: 'Nemamo vremena.',
        expected_revision: booking.revision,
      }),
      adminStep(booking.id, 'confirm', { expected_revision: booking.revision }),
    ]);
    const statuses = [cancelled.status, confirmed.status];
    const seen = JSON.stringify([cancelled.body, confirmed.body]);
    expect(
      statuses.filter((status) => status === 200),
      seen,
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409 || status === 422),
      `${statuses} ${seen}`,
    ).toHaveLength(1);
    expect(await world.recordingEvents()).toBe(before + 1);
    const now = await world.bookingOf(representative, world.matches.vojZvz);
    expect(now.state).toBe(cancelled.status === 200 ? 'cancelled' : 'confirmed');
  });
});
