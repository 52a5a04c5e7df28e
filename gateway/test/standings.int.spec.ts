import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueStandingsAsOf, StandingRow } from '@courtside/events';
import { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let visitor: TestBrowser;
const hour = 60 * 60 * 1000;
const contests = new Map<string, number>();
let teams: Record<'Vojvodina' | 'Partizan' | 'Mega' | 'FMP', number>;
type Name = keyof typeof teams;

const final = (home: number, away: number) => ({
  A1: home,
  A2: 0,
  A3: 0,
  A4: 0,
  A_extra: null,
  B1: away,
  B2: 0,
  B3: 0,
  B4: 0,
  B_extra: null,
});

/** Schedules (unless given) and plays a match at `time`, as the officials would. */
async function play(
  round: number,
  time: string,
  home: Name,
  homeScore: number,
  awayScore: number,
  away: Name,
): Promise<string> {
  const { commands } = stack.command;
  const { id } = await commands.scheduleContest({
    league_id: stack.leagueId,
    round,
    time,
    location: home === 'Mega' ? 'Hala "Mega", Beograd' : 'Spens',
    first_team_id: teams[home],
    second_team_id: teams[away],
  });
  contests.set(`${home}-${away}`, id);
  const at = new Date(Date.parse(time) + hour);
  const scored = await commands.recordScores(
    id,
    { ...final(homeScore, awayScore), expected_revision: 0 },
    { now: at },
  );
  const done = await commands.finishContest(
    id,
    { expected_revision: scored.revision },
    { now: at },
  );
  return done.position;
}

async function standings(query = ''): Promise<LeagueStandingsAsOf> {
  const { status, body } = await visitor.get(`/api/leagues/${stack.leagueId}/standings${query}`);
  expect(status).toBe(200);
  return body as LeagueStandingsAsOf;
}

/** The file's text with its byte-order mark kept (fetch's text() drops it). */
async function download(path: string): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${stack.url}${path}`);
  const bytes = await response.arrayBuffer();
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

const lines = (rows: StandingRow[]) =>
  rows.map((row) => [row.position, row.team.name, row.points, row.criterion]);

let afterRound1: LeagueStandingsAsOf;
let afterRound2: LeagueStandingsAsOf;

beforeAll(async () => {
  stack = await startStack();
  visitor = new TestBrowser(stack.url);
  const { commands } = stack.command;
  const mega = await commands.registerTeam(stack.leagueId, { name: 'Mega' });
  const fmp = await commands.registerTeam(stack.leagueId, { name: 'FMP' });
  teams = { Vojvodina: stack.teams.home, Partizan: stack.teams.away, Mega: mega.id, FMP: fmp.id };

  await play(1, '2026-01-10T18:00:00.000Z', 'Mega', 80, 70, 'FMP');
  // The stack's own contest started an hour ago: round 1 ends with it.
  const now = stack.clock.now.getTime();
  const { commands: c } = stack.command;
  const scored = await c.recordScores(
    stack.contestId,
    { ...final(90, 70), expected_revision: stack.contestRevision },
    { now: new Date(now) },
  );
  const opened = await c.finishContest(
    stack.contestId,
    { expected_revision: scored.revision },
    { now: new Date(now) },
  );
  contests.set('Vojvodina-Partizan', stack.contestId);
  await stack.projection.waitFor(opened.position, 30_000);
  afterRound1 = await standings();

  await play(2, '2026-01-17T18:00:00.000Z', 'Vojvodina', 75, 77, 'Mega');
  await stack.projection.waitFor(
    await play(2, '2026-01-17T20:00:00.000Z', 'Partizan', 85, 60, 'FMP'),
    30_000,
  );
  afterRound2 = await standings();

  await play(3, '2026-01-24T18:00:00.000Z', 'Vojvodina', 70, 50, 'FMP');
  await stack.projection.waitFor(
    await play(3, '2026-01-24T20:00:00.000Z', 'Partizan', 88, 86, 'Mega'),
    30_000,
  );
});

afterAll(async () => {
  await stack?.close();
});

describe('when a visitor asks for the standings as of an earlier round', () => {
  it('answers the table the league showed once that round was in', async () => {
    const live = await standings();
    expect(lines(live.standings)).not.toEqual(lines(afterRound1.standings));
    const asOf1 = await standings('?round=1');
    expect(asOf1.standings).toEqual(afterRound1.standings);
    expect(asOf1.prof_standings).toEqual(afterRound1.prof_standings);
    expect((await standings('?round=2')).standings).toEqual(afterRound2.standings);
    expect((await standings('?round=3')).standings).toEqual(live.standings);
  });

  it('names the criterion that placed each row', () => {
    // Vojvodina and Partizan won one game each; Vojvodina won the one between them.
    expect(lines(afterRound2.standings)).toEqual([
      [1, 'Mega', 4, 'points'],
      [2, 'Vojvodina', 3, 'head-to-head points'],
      [3, 'Partizan', 3, 'head-to-head points'],
      [4, 'FMP', 2, 'points'],
    ]);
  });

  it('lists the rounds and the contests counted up to the round', async () => {
    const asOf1 = await standings('?round=1');
    expect(asOf1.rounds).toEqual([1, 2, 3]);
    expect(asOf1.round).toBe(1);
    expect(asOf1.contests.map((contest) => contest.round)).toEqual([1, 1]);
    expect(asOf1.league.id).toBe(stack.leagueId);
  });

  it('answers the table at the end of a day', async () => {
    const byDay = await standings('?date=2026-01-17');
    expect(byDay.date).toBe('2026-01-17');
    // Only Mega–FMP of round 1 (January 10th) and round 2 were played by then.
    expect(byDay.standings.find((row) => row.team.name === 'Vojvodina')?.played).toBe(1);
    const before = await standings('?date=2025-12-31');
    expect(before.standings.every((row) => row.played === 0 && row.position === 1)).toBe(true);
  });

  it('refuses a round or date it cannot read, and both at once', async () => {
    const base = `/api/leagues/${stack.leagueId}/standings`;
    const round = await visitor.get(`${base}?round=first`);
    expect(round.status).toBe(422);
    expect(round.body.errors).toEqual({ round: ['Enter a valid number.'] });
    const date = await visitor.get(`${base}?date=2026-02-30`);
    expect(date.status).toBe(422);
    expect(date.body.errors).toEqual({ date: ['Enter a valid date (YYYY-MM-DD).'] });
    const both = await visitor.get(`${base}?round=1&date=2026-01-17`);
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ date: ['Choose a round or a date, not both.'] });
  });

  it('answers not found for a league that is not public', async () => {
    const hidden = await stack.command.commands.createLeague({
      name: 'Interna liga',
      public: false,
      number_of_teams: 4,
      rounds: 1,
      start_date: '2026-01-10',
    });
    await stack.projection.waitFor(hidden.position, 30_000);
    for (const path of ['standings', 'standings.csv', 'schedule.csv', 'schedule.ics']) {
      expect((await visitor.get(`/api/leagues/${hidden.id}/${path}`)).status).toBe(404);
    }
  });
});

describe('when the standings and schedule are exported', () => {
  it('writes the standings as CSV a spreadsheet opens', async () => {
    const { response, text } = await download(`/api/leagues/${stack.leagueId}/standings.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `league-${stack.leagueId}-standings.csv`,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n');
    const live = await standings();
    expect(rows[0]).toBe(
      'position,team,played,won,lost,forfeits,points_for,points_against,point_difference,points,criterion',
    );
    expect(rows.slice(1)).toEqual(
      live.standings.map((row) =>
        [
          row.position,
          row.team.name,
          row.played,
          row.won,
          row.lost,
          row.forfeits,
          row.points_for,
          row.points_against,
          row.point_difference,
          row.points,
          row.criterion,
        ].join(','),
      ),
    );
  });

  it('writes the schedule as CSV, quoting a location with a comma and quotes', async () => {
    const { text } = await download(`/api/leagues/${stack.leagueId}/schedule.csv`);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('round,date,time_utc,home,away,location,status,home_score,away_score');
    expect(rows).toContain('1,2026-01-10,18:00,Mega,FMP,"Hala ""Mega"", Beograd",finished,80,70');
    expect(rows).toHaveLength(1 + 6);
  });

  it('publishes the league schedule as an iCalendar feed', async () => {
    const response = await fetch(`${stack.url}/api/leagues/${stack.leagueId}/schedule.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    const megaFmp = contests.get('Mega-FMP');
    expect(text).toContain(`UID:contest-${megaFmp}@courtside`);
    expect(text).toContain('SUMMARY:Mega 80:70 FMP');
    expect(text).toContain('DTSTART:20260110T180000Z');
    expect(text).toContain('DTEND:20260110T200000Z');
    expect(text).toContain('LOCATION:Hala "Mega"\\, Beograd');
  });

  it('publishes one team’s matches as its own feed', async () => {
    const text = await (await fetch(`${stack.url}/api/teams/${teams.FMP}/schedule.ics`)).text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('SUMMARY:Mega 80:70 FMP');
    expect(text).not.toContain('Vojvodina 90:70 Partizan');
    expect((await visitor.get('/api/teams/999999/schedule.ics')).status).toBe(404);
  });
});

describe('when an administrator corrects a finished result days later', () => {
  let admin: TestBrowser;
  const path = () => `/api/admin/contests/${contests.get('Vojvodina-Mega')}/correction`;

  beforeAll(async () => {
    ({ browser: admin } = await newSignedIn(
      stack.url,
      stack.gateway.knex,
      'admin',
      [],
      ['list.leagues'],
    ));
    stack.clock.now = new Date(stack.clock.now.getTime() + 72 * hour);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await stack.eventCount();
    const noReason = await admin.request('POST', path(), { body: final(80, 77) });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['This field is required.'] });
    const extra = await admin.request('POST', path(), {
      body: { ...final(80, 77), reason: 'Zapisnik', winner: 'first_team' },
    });
    expect(extra.status).toBe(422);
    expect(Object.keys(extra.body.errors)).toEqual(['winner']);
    const level = await admin.request('POST', path(), {
      body: { ...final(77, 77), reason: 'Zapisnik' },
    });
    expect(level.status).toBe(422);
    expect(level.body.errors).toEqual({ winner: ['Cannot save when there is no winner.'] });
    expect(await stack.eventCount()).toBe(before);
  });

  it('refuses an official', async () => {
    const { browser } = await newSignedIn(stack.url, stack.gateway.knex, 'official', ['referee']);
    const answer = await browser.request('POST', path(), {
      body: { ...final(80, 77), reason: 'Zapisnik' },
    });
    expect(answer.status).toBe(401);
  });

  it('replaces the result in the standings now and as of its round, and history keeps both', async () => {
    const live = await standings();
    const asOf2 = await standings('?round=2');
    const answer = await admin.request('POST', path(), {
      body: { ...final(80, 77), reason: 'Zapisnik: 80:77 za Vojvodinu' },
    });
    expect(answer.status).toBe(200);
    await stack.projection.waitFor(answer.body.position, 30_000);

    const contest = await visitor.get(`/api/contests/${contests.get('Vojvodina-Mega')}`);
    expect(contest.body).toMatchObject({
      first_team_total: 80,
      second_team_total: 77,
      winner: 'first_team',
      status: 'finished',
    });
    const points = (table: LeagueStandingsAsOf, name: Name) =>
      table.standings.find((row) => row.team.name === name)?.points;
    const corrected = await standings();
    expect(points(corrected, 'Vojvodina')).toBe((points(live, 'Vojvodina') ?? 0) + 1);
    expect(points(corrected, 'Mega')).toBe((points(live, 'Mega') ?? 0) - 1);
    const correctedAsOf2 = await standings('?round=2');
    expect(points(correctedAsOf2, 'Vojvodina')).toBe((points(asOf2, 'Vojvodina') ?? 0) + 1);
    expect(correctedAsOf2.standings[0]?.team.name).toBe('Vojvodina');

    const { browser: superAdmin } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
      'super-admin',
    ]);
    const history = await superAdmin.get(`/api/history/contest/${contests.get('Vojvodina-Mega')}`);
    expect(history.status).toBe(200);
    const entries = history.body.data as Array<{
      event: string;
      tags: string[];
      changes: Record<string, { old: unknown; new: unknown }>;
    }>;
    expect(entries.map((entry) => entry.event)).toContain('ContestFinished');
    const correction = entries.find((entry) => entry.event === 'ResultCorrected');
    expect(correction?.tags).toContain('correction');
    expect(correction?.changes).toMatchObject({
      A1: { old: 75, new: 80 },
      first_team_total: { old: 75, new: 80 },
      winner: { old: 'second_team', new: 'first_team' },
      correction_reason: { new: 'Zapisnik: 80:77 za Vojvodinu' },
    });
  });

  it('refuses a match that is not finished', async () => {
    const upcoming = await stack.command.commands.scheduleContest({
      league_id: stack.leagueId,
      round: 4,
      time: new Date(stack.clock.now.getTime() + 24 * hour).toISOString(),
      location: null,
      first_team_id: teams.Mega,
      second_team_id: teams.Vojvodina,
    });
    const answer = await admin.request('POST', `/api/admin/contests/${upcoming.id}/correction`, {
      body: { ...final(80, 77), reason: 'Zapisnik' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      status: ['Only a finished match can have its result corrected.'],
    });
  });
});
