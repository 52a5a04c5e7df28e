import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';

// Issue 14: the public club page and the video-zone club search named teams that play only
// in non-public leagues.

let running: RunningGateway;

beforeAll(async () => {
  running = await startGateway();
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Zatvoreni turnir', public: false });
  await rows.team(1, 10, 'Vojvodina');
  await rows.team(2, 20, 'Tajna ekipa');
  // Plays in both: the public league makes it public.
  await rows.team(1, 30, 'Tamiš');
  await rows.team(2, 30, 'Tamiš');
  // Club records own their teams by id; the search and registration name clubs.
  await running.knex('rm.clubs').insert([
    { id: 10, name: 'Vojvodina' },
    { id: 20, name: 'Tajna ekipa' },
    { id: 30, name: 'Tamiš' },
  ]);
  await running
    .knex('rm.club_teams')
    .insert([10, 20, 30].map((id) => ({ club_id: id, team_id: id })));
});

afterAll(async () => {
  await running.close();
});

describe('when the public searches clubs', () => {
  it('lists only clubs with a team the public may see in the video-zone club search', async () => {
    const answer = await fetch(`${running.url}/api/video-zone/clubs?search=ta`);
    expect(((await answer.json()) as { data: string[] }).data).toEqual(['Tamiš']);
    const all = await fetch(`${running.url}/api/video-zone/clubs`);
    expect(((await all.json()) as { data: string[] }).data).toEqual(['Tamiš', 'Vojvodina']);
  });

  it('answers 404 for the club page of a team of non-public leagues only', async () => {
    expect((await fetch(`${running.url}/api/clubs/20`)).status).toBe(404);
    const shown = await fetch(`${running.url}/api/clubs/30`);
    expect(shown.status).toBe(200);
    const club = (await shown.json()) as { data: { leagues: { name: string }[] } };
    expect(club.data.leagues.map((league) => league.name)).toEqual(['Prva liga']);
  });

  it('does not let a representative register for a team of non-public leagues only', async () => {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const answer = await browser.request('POST', '/api/video-zone/register', {
      body: {
        email: 'hidden@club.test',
        password: 'Kosarka#2026',
        password_confirmation: 'Kosarka#2026',
        first_name: 'Marko',
        last_name: 'Petrović',
        club: 'Tajna ekipa',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.club).toEqual(['There is no club with this name.']);
  });
});
