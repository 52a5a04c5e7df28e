import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
const teamIds: number[] = [];

beforeAll(async () => {
  stack = await startStack();
  admin = (await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['league admin'])).browser;
  const { commands } = stack.command;
  const arena = await commands.createArena({ name: 'Spens', city: 'Novi Sad' });
  let position = arena.position;
  for (const [i, name] of ['Vojvodina', 'Mladost', 'Sloga', 'Radnički', 'Jedinstvo'].entries()) {
    const team = await commands.createTeam({ name, arena_id: i === 0 ? arena.id : null });
    teamIds.push(team.id);
    position = team.position;
  }
  // The admin picks these teams from the catalogue the read models show: wait until they do.
  await stack.projection.waitFor(position, 30_000);
});

afterAll(async () => {
  await stack.close();
});

/** Sends a bad request and checks it changed nothing in the event log. */
async function refused(send: () => Promise<{ status: number; body: unknown }>) {
  const before = await stack.eventCount();
  const answer = await send();
  expect(answer.status).toBe(422);
  expect(await stack.eventCount()).toBe(before);
  return answer.body as { message: string; errors: Record<string, string[]> };
}

const leagueBody = (extra: Record<string, unknown> = {}) => ({
  kind: 'league',
  name: 'Treća liga',
  number_of_teams: 4,
  rounds: 2,
  start_date: '2026-10-05',
  public: true,
  ...extra,
});

describe('when an admin creates a round-robin league with its teams and schedule', () => {
  let leagueId: number;

  it('creates it, registers the four teams and schedules 12 contests', async () => {
    const created = await admin.request('POST', '/api/admin/leagues', {
      body: leagueBody({ team_ids: teamIds.slice(0, 4), generate: true }),
    });
    expect(created.status).toBe(201);
    leagueId = created.body.id;
    expect(created.body.data).toMatchObject({
      name: 'Treća liga',
      teams_count: 4,
      contests_count: 12,
    });
    const contests = await admin.get(`/api/admin/leagues/${leagueId}/contests`);
    expect(contests.body.data).toHaveLength(12);
    const atHome = contests.body.data.filter(
      (c: { first_team_id: number }) => c.first_team_id === teamIds[0],
    );
    expect(atHome.every((c: { location: string | null }) => c.location === 'Spens')).toBe(true);
  });

  it('lists it first, ten to a page, and finds it by name', async () => {
    const list = await admin.get('/api/admin/leagues?search=treća');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: leagueId, kind: 'league', teams_count: 4 });
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 10 });
  });

  it('refuses to generate the schedule again, writing nothing', async () => {
    const body = await refused(() =>
      admin.request('POST', `/api/admin/leagues/${leagueId}/schedule`, { body: {} }),
    );
    expect(body.errors).toEqual({
      schedule: ['This league already has its matches; a schedule is generated only once.'],
    });
  });

  it('re-plans one contest to a new time and arena', async () => {
    const contests = await admin.get(`/api/admin/leagues/${leagueId}/contests`);
    const contest = contests.body.data[0];
    const moved = await admin.request('PATCH', `/api/admin/contests/${contest.id}/plan`, {
      body: {
        action: 'reschedule',
        time: '2026-10-06T18:30:00Z',
        location: 'Hala sportova',
        expected_revision: contest.revision,
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: contest.id,
      time: '2026-10-06T18:30:00.000Z',
      location: 'Hala sportova',
      status: 'scheduled',
    });
    const postponed = await admin.request('PATCH', `/api/admin/contests/${contest.id}/plan`, {
      body: { action: 'postpone', expected_revision: contest.revision + 1 },
    });
    expect(postponed.body.data.status).toBe('postponed');
  });
});

describe('when a league form breaks the spec limits', () => {
  it("answers 422 in the spec's words, field by field, writing nothing", async () => {
    const body = await refused(() =>
      admin.request('POST', '/api/admin/leagues', {
        body: leagueBody({ rounds: 5, number_of_teams: 21 }),
      }),
    );
    expect(body.message).toBe('Maximum teams 20.');
    expect(body.errors).toEqual({
      number_of_teams: ['Maximum teams 20.'],
      rounds: ['Maximum rounds 4.'],
    });
  });

  it('refuses a team selected twice', async () => {
    const body = await refused(() =>
      admin.request('POST', '/api/admin/leagues', {
        body: leagueBody({ team_ids: [teamIds[0], teamIds[0]] }),
      }),
    );
    expect(body.errors).toEqual({ team_ids: ['Selected values cannot be duplicated.'] });
  });

  it('names a text field sent as a list instead of failing', async () => {
    const body = await refused(() =>
      admin.request('POST', '/api/admin/leagues', { body: leagueBody({ name: ['Treća liga'] }) }),
    );
    expect(Object.keys(body.errors)).toEqual(['name']);
  });

  it('refuses a field it does not know', async () => {
    const body = await refused(() =>
      admin.request('POST', '/api/admin/leagues', { body: leagueBody({ colour: 'red' }) }),
    );
    expect(Object.keys(body.errors)).toEqual(['colour']);
  });
});

describe('when an admin enters fixtures of a free-form league', () => {
  let leagueId: number;

  beforeAll(async () => {
    const created = await admin.request('POST', '/api/admin/leagues', {
      body: leagueBody({ kind: 'free-form', name: 'Kup', team_ids: teamIds.slice(0, 3) }),
    });
    leagueId = created.body.id;
  });

  it('refuses a contest of a team against itself, writing nothing', async () => {
    const body = await refused(() =>
      admin.request('POST', `/api/admin/leagues/${leagueId}/fixtures`, {
        body: {
          round: 1,
          time: '2026-10-05T18:00:00Z',
          first_team_id: teamIds[0],
          second_team_id: teamIds[0],
        },
      }),
    );
    expect(body.errors).toEqual({ second_team_id: ['Home and away teams must differ.'] });
  });

  it('previews a CSV with an error per bad row and schedules only the good ones', async () => {
    const csv = [
      'round,date,time,home,away,location',
      '1,2026-10-05,18:00,Vojvodina,Mladost,Spens',
      '1,2026-10-05,20:00,Vojvodina,Nepoznati,',
      '2,2026-02-30,18:00,Mladost,Sloga,',
      '2,2026-10-12,18:00,Sloga,sloga,',
    ].join('\n');
    const before = await stack.eventCount();
    const preview = await admin.request(
      'POST',
      `/api/admin/leagues/${leagueId}/fixtures/import/preview`,
      { body: { csv } },
    );
    expect(preview.status).toBe(200);
    expect(await stack.eventCount()).toBe(before);
    expect(preview.body).toMatchObject({ valid: 1, invalid: 3 });
    expect(preview.body.rows.map((r: { errors: unknown }) => r.errors)).toEqual([
      {},
      { away: ['There is no such team in this league.'] },
      { date: ['Enter a valid date (YYYY-MM-DD).'] },
      { away: ['Home and away teams must differ.'] },
    ]);
    expect(preview.body.rows[0].starts_at).toBe('2026-10-05T16:00:00.000Z');

    const confirmed = await admin.request(
      'POST',
      `/api/admin/leagues/${leagueId}/fixtures/import/confirm`,
      { body: { csv } },
    );
    expect(confirmed.body).toEqual({ created: 1, skipped: 3 });
    const contests = await admin.get(`/api/admin/leagues/${leagueId}/contests`);
    expect(contests.body.data).toMatchObject([
      { round: 1, location: 'Spens', first_team_name: 'Vojvodina', second_team_name: 'Mladost' },
    ]);
  });
});

describe('when an admin draws a play-off', () => {
  it('shows the bracket with the first contests scheduled', async () => {
    const created = await admin.request('POST', '/api/admin/leagues', {
      body: leagueBody({
        kind: 'play-off',
        name: 'Plej-of',
        team_ids: teamIds.slice(0, 4),
        best_of: 3,
        generate: true,
      }),
    });
    expect(created.status).toBe(201);
    const bracket = await admin.get(`/api/admin/leagues/${created.body.id}/bracket`);
    expect(bracket.body.best_of).toBe(3);
    expect(bracket.body.rounds).toHaveLength(2);
    const [semi] = bracket.body.rounds[0].series;
    expect(semi).toMatchObject({
      first_team: { id: teamIds[0], name: 'Vojvodina' },
      second_team: { id: teamIds[3], name: 'Radnički' },
      wins: { first: 0, second: 0 },
    });
    expect(semi.games).toHaveLength(1);

    // The public sees the same bracket; a league kept private shows nobody its bracket.
    const visitor = new TestBrowser(stack.url);
    const shown = await visitor.get(`/api/leagues/${created.body.id}/bracket`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(bracket.body);
    const hidden = await admin.request('PATCH', `/api/admin/leagues/${created.body.id}`, {
      body: { public: false },
    });
    expect(hidden.status).toBe(200);
    expect((await visitor.get(`/api/leagues/${created.body.id}/bracket`)).status).toBe(404);
  });
});
