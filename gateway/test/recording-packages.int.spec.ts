import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingBooking } from '@courtside/events';
import type { TestBrowser } from './browser';
import { recordingWorld, type RecordingWorld } from './recording-support';

let world: RecordingWorld;
let representative: TestBrowser;

beforeAll(async () => {
  world = await recordingWorld();
  representative = await world.representativeOf(world.vojvodina);
}, 120_000);

afterAll(async () => {
  await world?.stack.close();
});

const editLeague = (body: Record<string, unknown>) =>
  world.admin.request('PATCH', `/api/admin/leagues/${world.leagueId}`, { body });

describe('when a league never chose its recording packages', () => {
  it('offers all three to the club booking its matches', async () => {
    const league = await world.admin.request('GET', `/api/admin/leagues/${world.leagueId}`);
    expect((league.body as { recording_packages: string[] }).recording_packages).toEqual([
      'single_camera',
      'two_cameras',
      'full_production',
    ]);
    const list = await representative.request('GET', '/api/video-zone/bookings');
    expect((list.body as { offers: Record<string, string[]> }).offers).toEqual({
      [world.leagueId]: ['single_camera', 'two_cameras', 'full_production'],
    });
  });
});

describe('when an administrator narrows the league’s offer', () => {
  it('refuses an empty offer with a clear 422, changing nothing', async () => {
    const answer = await editLeague({ recording_packages: [] });
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: unknown }).errors).toEqual({
      recording_packages: ['Offer at least one recording package.'],
    });
    const unknown = await editLeague({ recording_packages: ['drone'] });
    expect(unknown.status).toBe(422);
  });

  it('keeps the packages chosen, in the catalogue’s order, and the clubs see only those', async () => {
    const answer = await editLeague({ recording_packages: ['full_production', 'single_camera'] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as { recording_packages: string[] }).recording_packages).toEqual([
      'single_camera',
      'full_production',
    ]);
    const list = await representative.request('GET', '/api/video-zone/bookings');
    expect((list.body as { offers: Record<string, string[]> }).offers).toEqual({
      [world.leagueId]: ['single_camera', 'full_production'],
    });
  });
});

describe('when a club books a package the league does not offer', () => {
  it('answers 422 in the representative’s language and appends nothing', async () => {
    const before = await world.recordingEvents();
    const answer = await world.book(representative, world.matches.vojPar, {
      package: 'two_cameras',
    });
    expect(answer.status).toBe(422);
    const text = 'This league does not offer that package; choose one of the packages it offers.';
    expect(answer.body).toEqual({ message: text, errors: { package: [text] } });
    const serbian = await representative.request('POST', '/api/video-zone/bookings', {
      body: { contest_id: world.matches.vojPar, package: 'two_cameras' },
      headers: { 'accept-language': 'sr-Latn' },
    });
    expect((serbian.body as { message: string }).message).toBe(
      'Ova liga ne nudi taj paket; izaberite jedan od paketa koje nudi.',
    );
    expect(await world.recordingEvents()).toBe(before);
    const list = await representative.request('GET', '/api/video-zone/bookings');
    expect((list.body as { data: RecordingBooking[] }).data).toEqual([]);
  });
});

describe('when a club books a package the league offers', () => {
  it('stores the booking with that package', async () => {
    const answer = await world.book(representative, world.matches.vojPar, {
      package: 'full_production',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((answer.body as { booking: RecordingBooking }).booking).toMatchObject({
      contest_id: world.matches.vojPar,
      package: 'full_production',
      state: 'requested',
    });
  });

  it('books the league’s only package when the form names none', async () => {
    expect((await editLeague({ recording_packages: ['two_cameras'] })).status).toBe(200);
    const answer = await world.book(representative, world.matches.vojZvz, { package: null });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((answer.body as { booking: RecordingBooking }).booking.package).toBe('two_cameras');
  });
});
