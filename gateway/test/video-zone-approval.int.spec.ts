import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { startVideoZone, type VideoZone } from './video-zone-support';

// An administrator approving, listing and deleting representatives; registering and signing in
// are in video-zone-registration.int.spec.ts.

let zone: VideoZone;
let admin: TestBrowser;

beforeAll(async () => {
  zone = await startVideoZone();
  ({ admin } = zone);
});

afterAll(async () => {
  // The registration spec's last test proves no password reached the log, the events or an
  // answer there; approval and deletion write events of their own, so the same check runs
  // here once every test of this file is done (a hook, so the test count stays the original).
  try {
    if (zone) await zone.expectNoSecretLeaked();
  } finally {
    await zone?.close();
  }
});

describe('when a pending representative is approved, then deleted', () => {
  it('reaches approved-only pages only after approval, and loses the session on deletion', async () => {
    const body = zone.registration({ club: 'Vojvodina' });
    await zone.register(body);
    const id = await zone.idOf(body.email);
    const { browser } = await zone.signIn(body.email);

    const pending = await browser.get('/api/video-zone/schedule-recording');
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe(
      'Your account is waiting for an administrator to approve it.',
    );
    expect((await browser.get('/api/video-zone/video-on-demand')).status).toBe(403);
    const listed = await admin.get(
      `/api/admin/video-zone-users?status=pending&search=${body.email}`,
    );
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(listed.body.data[0]).toMatchObject({ status: 'pending', fullname: 'Petrović Marko' });

    const approved = await admin.request('POST', `/api/admin/video-zone-users/${id}/approve`);
    expect(approved.status).toBe(204);
    const user = await browser.get('/api/video-zone/user');
    expect(user.body.representative.approved_at).not.toBeNull();
    const schedule = await browser.get('/api/video-zone/schedule-recording');
    expect(schedule.status).toBe(200);
    // Only the club's own upcoming contest, not Partizan against Crvena zvezda.
    expect(schedule.body.data.map((c: { id: number }) => c.id)).toEqual([100]);
    const videos = await browser.get('/api/video-zone/video-on-demand');
    expect(videos.status).toBe(200);
    expect(videos.body.data.map((c: { id: number }) => c.id)).toEqual([102]);
    expect(
      (await admin.get(`/api/admin/video-zone-users?status=approved&search=${body.email}`)).body
        .data,
    ).toHaveLength(1);

    const deleted = await admin.request('DELETE', `/api/admin/video-zone-users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await browser.get('/api/video-zone/user')).status).toBe(401);
    expect((await browser.get('/api/video-zone/schedule-recording')).status).toBe(401);
    expect((await zone.signIn(body.email)).answer.status).toBe(422);
    const gone = await admin.get(`/api/admin/video-zone-users?status=deleted&search=${body.email}`);
    expect(gone.body.data[0]).toMatchObject({ id, status: 'deleted' });
    expect((await admin.request('DELETE', `/api/admin/video-zone-users/${id}`)).status).toBe(404);
    expect((await admin.request('POST', `/api/admin/video-zone-users/${id}/approve`)).status).toBe(
      404,
    );
    expect(await zone.eventTypes(id)).toEqual([
      'AccountRegistered',
      'AccountUpdated',
      'AccountApproved',
      'AccountDeleted',
    ]);
  });

  it('lists ten a page, newest first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const body = zone.registration({ club: 'Partizan' });
      await zone.register(body);
      ids.push(await zone.idOf(body.email));
    }
    const first = await admin.get('/api/admin/video-zone-users?status=pending&search=Partizan');
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 11 });
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(
      [...ids].reverse().slice(0, 10),
    );
    const second = await admin.get(
      '/api/admin/video-zone-users?status=pending&search=Partizan&page=2',
    );
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect((await admin.get('/api/admin/video-zone-users?status=archived')).status).toBe(422);
  });
});
