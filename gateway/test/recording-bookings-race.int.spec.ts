import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingBooking } from '@courtside/events';
import { recordingWorld, type RecordingWorld } from './recording-support';

let world: RecordingWorld;

beforeAll(async () => {
  world = await recordingWorld();
}, 120_000);

afterAll(async () => {
  await world?.stack.close();
});

describe('when a hundred booking requests for one match arrive from one club at once', () => {
  it('keeps exactly one booking and refuses the rest as already booked', async () => {
    const representative = await world.representativeOf(world.vojvodina);
    const before = await world.recordingEvents();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => world.book(representative, world.matches.vojPar)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(99);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect((refused.body as { message: string }).message).toBe(
        'Your club has already booked a recording of this match.',
      );
    }
    expect(await world.recordingEvents()).toBe(before + 1);
    const list = await representative.request('GET', '/api/video-zone/bookings');
    const bookings = (list.body as { data: RecordingBooking[] }).data;
    expect(bookings.map((booking) => [booking.contest_id, booking.state])).toEqual([
      [world.matches.vojPar, 'requested'],
    ]);
  });
});
