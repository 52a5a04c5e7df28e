import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVideoZone, type VideoZone } from './video-zone-support';

// A representative belongs to a club by id (pb_club_id); the club plays with its teams, found
// by id too. A club named unlike any of its teams must still see its own matches.

let zone: VideoZone;

beforeAll(async () => {
  zone = await startVideoZone();
  // KK Zvezda fields the catalogue team "Crvena zvezda" (id 12): no name in common.
  await zone.knex('rm.clubs').insert({ id: 20, name: 'KK Zvezda' });
  await zone.knex('rm.club_teams').insert({ club_id: 20, team_id: 12 });
});

afterAll(async () => {
  await zone?.close();
});

describe('when a club is named unlike its teams', () => {
  it("gives the representative the club's id and the matches of its teams", async () => {
    const body = zone.registration({ club: 'kk zvezda' });
    expect((await zone.register(body)).status).toBe(201);
    const id = await zone.idOf(body.email);
    const { browser, answer } = await zone.signIn(body.email);
    expect(answer.body.representative).toMatchObject({ pb_club_id: 20, club: 'KK Zvezda' });
    await zone.admin.request('POST', `/api/admin/video-zone-users/${id}/approve`);

    const schedule = await browser.get('/api/video-zone/schedule-recording');
    // Partizan against Crvena zvezda, found by the team's id; not Vojvodina against Partizan.
    expect(schedule.body.data.map((c: { id: number }) => c.id)).toEqual([101]);
    const videos = await browser.get('/api/video-zone/video-on-demand');
    expect(videos.body.data.map((c: { id: number }) => c.id)).toEqual([102]);
  });
});
