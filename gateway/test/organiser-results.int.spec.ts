import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueStandingsAsOf } from '@courtside/events';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { official, startStack, type Stack } from './stack';
import { final, hour } from './standings-support';

// An organiser's results at any time (issue 9, part D): a result entered two days after the
// match, on its real date, with its reason in the history and the audit log; the score route
// refusing an administrator with 403; a private league's table previewed by its organiser.

let stack: Stack;
let visitor: TestBrowser;
let admin: TestBrowser;
let superAdmin: TestBrowser;

beforeAll(async () => {
  stack = await startStack();
  visitor = new TestBrowser(stack.url);
  ({ browser: admin } = await newSignedIn(
    stack.url,
    stack.gateway.knex,
    'admin',
    [],
    ['list.leagues'],
  ));
  ({ browser: superAdmin } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
    'super-admin',
  ]));
});

afterAll(async () => {
  await stack?.close();
});

const points = (table: LeagueStandingsAsOf, teamId: number) =>
  table.standings.find((row) => row.team.id === teamId);

async function standings(browser: TestBrowser, leagueId: number, query = '') {
  return browser.get(`/api/leagues/${leagueId}/standings${query}`);
}

/** A contest nobody scored, `hoursAgo` before now, in the stack's league. */
async function unscoredContest(hoursAgo: number, round: number) {
  const time = new Date(stack.clock.now.getTime() - hoursAgo * hour).toISOString();
  const scheduled = await stack.command.commands.scheduleContest({
    league_id: stack.leagueId,
    round,
    time,
    location: 'Spens',
    first_team_id: stack.teams.away,
    second_team_id: stack.teams.home,
  });
  await stack.projection.waitFor(scheduled.position, 30_000);
  return { ...scheduled, time, day: time.slice(0, 10) };
}

async function officialBrowser(): Promise<TestBrowser> {
  const browser = new TestBrowser(stack.url);
  await browser.csrf();
  const login = await browser.request('POST', '/api/officials/login', { body: official });
  expect(login.status).toBe(200);
  return browser;
}

describe('when an admin enters a result for a match played two days ago', () => {
  let contest: Awaited<ReturnType<typeof unscoredContest>>;

  beforeAll(async () => {
    contest = await unscoredContest(48, 2);
  });

  it('the official is still held to the five-hour window', async () => {
    const referee = await officialBrowser();
    const before = await stack.eventCount();
    const late = await referee.request('PUT', `/api/contests/${contest.id}/score`, {
      body: { ...final(70, 60), expected_revision: contest.revision },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ time: ['Score update not allowed at this time.'] });
    expect(await stack.eventCount()).toBe(before);
  });

  it('refuses an entry without a reason, or for a match still to come, and stores nothing', async () => {
    const upcoming = await unscoredContest(-24, 3);
    const before = await stack.eventCount();
    const noReason = await admin.request('POST', `/api/admin/contests/${contest.id}/correction`, {
      body: final(70, 60),
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['This field is required.'] });
    const future = await admin.request('POST', `/api/admin/contests/${upcoming.id}/correction`, {
      body: { ...final(70, 60), reason: 'Zapisnik' },
    });
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({
      status: ['This match has not started yet; its result can be entered once it has.'],
    });
    expect(await stack.eventCount()).toBe(before);
  });

  it('the table as of that date includes it, and the match keeps its date', async () => {
    const asOfBefore = await standings(visitor, stack.leagueId, `?date=${contest.day}`);
    expect(asOfBefore.status).toBe(200);
    const homeBefore = points(asOfBefore.body, stack.teams.away)?.played ?? 0;

    const answer = await admin.request('POST', `/api/admin/contests/${contest.id}/correction`, {
      body: { ...final(70, 60), reason: 'Zapisnik stigao poštom' },
    });
    expect(answer.status).toBe(200);
    await stack.projection.waitFor(answer.body.position, 30_000);

    const shown = await visitor.get(`/api/contests/${contest.id}`);
    expect(shown.body).toMatchObject({
      time: contest.time,
      status: 'finished',
      first_team_total: 70,
      second_team_total: 60,
      winner: 'first_team',
    });
    const asOf = await standings(visitor, stack.leagueId, `?date=${contest.day}`);
    expect(asOf.status).toBe(200);
    expect(asOf.body.date).toBe(contest.day);
    const winner = points(asOf.body, stack.teams.away);
    expect(winner?.played).toBe(homeBefore + 1);
    expect(winner?.won).toBeGreaterThanOrEqual(1);
    expect(asOf.body.contests.map((row: { id: number }) => row.id)).toContain(contest.id);
    // The day before the match, the table did not count it.
    const dayBefore = new Date(Date.parse(contest.time) - 24 * hour).toISOString().slice(0, 10);
    const earlier = await standings(visitor, stack.leagueId, `?date=${dayBefore}`);
    expect(points(earlier.body, stack.teams.away)?.played ?? 0).toBe(homeBefore);
  });

  it('keeps the reason in the history and the audit log', async () => {
    const history = await superAdmin.get(`/api/history/contest/${contest.id}`);
    expect(history.status).toBe(200);
    const entered = (
      history.body.data as Array<{ event: string; changes: Record<string, { new: unknown }> }>
    ).find((entry) => entry.event === 'ResultEntered');
    expect(entered?.changes).toMatchObject({
      entry_reason: { new: 'Zapisnik stigao poštom' },
      status: { new: 'finished' },
      first_team_total: { new: 70 },
    });
    const logs = await superAdmin.get('/api/logs?model=contest&event=ResultEntered');
    expect(logs.status).toBe(200);
    const row = (
      logs.body.data as Array<{ model_id: number; new_values: Record<string, unknown> }>
    ).find((entry) => entry.model_id === contest.id);
    expect(row?.new_values).toMatchObject({ entry_reason: 'Zapisnik stigao poštom' });
  });

  it('takes one of two entries sent at once against the same revision', async () => {
    const other = await unscoredContest(30, 2);
    const path = `/api/admin/contests/${other.id}/correction`;
    const [a, b] = await Promise.all([
      admin.request('POST', path, {
        body: { ...final(70, 60), reason: 'A', expected_revision: other.revision },
      }),
      admin.request('POST', path, {
        body: { ...final(60, 70), reason: 'B', expected_revision: other.revision },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const history = await superAdmin.get(`/api/history/contest/${other.id}`);
    const entries = (history.body.data as Array<{ event: string }>).filter(
      (entry) => entry.event === 'ResultEntered',
    );
    expect(entries).toHaveLength(1);
  });
});

describe('when an administrator calls the officials’ score route', () => {
  it('answers 403, not 401, and stores nothing', async () => {
    const before = await stack.eventCount();
    const answer = await admin.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: { ...final(70, 60), expected_revision: stack.contestRevision },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Unauthorized.' });
    const finish = await admin.request('POST', `/api/contests/${stack.contestId}/finish`, {
      body: { expected_revision: stack.contestRevision },
    });
    expect(finish.status).toBe(403);
    expect(await stack.eventCount()).toBe(before);
  });
});

describe('when an organiser previews a private league', () => {
  let leagueId: number;

  beforeAll(async () => {
    const league = await stack.command.commands.createLeague({
      name: 'Liga u pripremi',
      public: false,
      number_of_teams: 4,
      rounds: 2,
      start_date: '2026-01-10',
    });
    leagueId = league.id;
    const team = await stack.command.commands.registerTeam(leagueId, { name: 'Sloga' });
    await stack.projection.waitFor(team.position, 30_000);
  });

  it('shows its standings and schedule to the admin and to nobody else', async () => {
    for (const path of [
      `/api/leagues/${leagueId}/standings`,
      `/api/leagues/${leagueId}/public-standings`,
      `/api/leagues/${leagueId}/public-schedule`,
      `/api/leagues/${leagueId}`,
    ]) {
      expect((await visitor.get(path)).status, path).toBe(404);
      const previewed = await admin.get(path);
      expect(previewed.status, path).toBe(200);
      expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    }
    const table = await standings(admin, leagueId);
    expect(table.body.standings.map((row: { team: { name: string } }) => row.team.name)).toEqual([
      'Sloga',
    ]);
    const referee = await officialBrowser();
    expect((await standings(referee, leagueId)).status).toBe(404);
  });
});
