import { describe, expect, it } from 'vitest';
import type { StandingRow } from '@courtside/events';
import type { TestBrowser } from './browser';
import type { Stack } from './stack';
import { lines, startPlayedLeague, type PlayedLeague } from './standings-support';
import { perFile } from './per-file';

// The standings as of a round or a day, and the CSV and iCalendar exports, of a league whose
// results stand as played; correcting a result is in standings-correction.int.spec.ts.

let league: PlayedLeague;
let stack: Stack;
let visitor: TestBrowser;

perFile(startPlayedLeague, (started) => {
  league = started;
  ({ stack, visitor } = league);
});

/** The file's text with its byte-order mark kept (fetch's text() drops it). */
async function download(path: string): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${stack.url}${path}`);
  const bytes = await response.arrayBuffer();
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('when a visitor asks for the standings as of an earlier round', () => {
  it('answers the table the league showed once that round was in', async () => {
    const live = await league.standings();
    expect(lines(live.standings)).not.toEqual(lines(league.afterRound1.standings));
    const asOf1 = await league.standings('?round=1');
    expect(asOf1.standings).toEqual(league.afterRound1.standings);
    expect(asOf1.prof_standings).toEqual(league.afterRound1.prof_standings);
    expect((await league.standings('?round=2')).standings).toEqual(league.afterRound2.standings);
    expect((await league.standings('?round=3')).standings).toEqual(live.standings);
  });

  it('names the criterion that placed each row', () => {
    // Vojvodina and Partizan won one contest each; Vojvodina won the one between them.
    expect(lines(league.afterRound2.standings)).toEqual([
      [1, 'Mega', 4, 'points'],
      [2, 'Vojvodina', 3, 'head-to-head points'],
      [3, 'Partizan', 3, 'head-to-head points'],
      [4, 'FMP', 2, 'points'],
    ]);
  });

  it('lists the rounds and the contests counted up to the round', async () => {
    const asOf1 = await league.standings('?round=1');
    expect(asOf1.rounds).toEqual([1, 2, 3]);
    expect(asOf1.round).toBe(1);
    expect(asOf1.contests.map((contest) => contest.round)).toEqual([1, 1]);
    expect(asOf1.league.id).toBe(stack.leagueId);
  });

  it('answers the table at the end of a day', async () => {
    const byDay = await league.standings('?date=2026-01-17');
    expect(byDay.date).toBe('2026-01-17');
    // Only Mega–FMP of round 1 (January 10th) and round 2 were played by then.
    expect(byDay.standings.find((row) => row.team.name === 'Vojvodina')?.played).toBe(1);
    const before = await league.standings('?date=2025-12-31');
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
    const [header = '', ...body] = text.slice(1).trimEnd().split('\r\n');
    const live = await league.standings();
    expect(header).toBe(
      'position,team,played,won,lost,forfeits,points_for,points_against,point_difference,points,criterion',
    );
    // Each column holds the standings field of its header's name (the team by its name).
    const columns = header.split(',') as (keyof StandingRow)[];
    expect(body).toEqual(
      live.standings.map((row) =>
        columns.map((column) => (column === 'team' ? row.team.name : row[column])).join(','),
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
    const megaFmp = league.contests.get('Mega-FMP');
    expect(text).toContain(`UID:contest-${megaFmp}@courtside`);
    expect(text).toContain('SUMMARY:Mega 80:70 FMP');
    expect(text).toContain('DTSTART:20260110T180000Z');
    expect(text).toContain('DTEND:20260110T200000Z');
    expect(text).toContain('LOCATION:Hala "Mega"\\, Beograd');
  });

  it('publishes one team’s contests as its own feed', async () => {
    const text = await (
      await fetch(`${stack.url}/api/teams/${league.teams.FMP}/schedule.ics`)
    ).text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('SUMMARY:Mega 80:70 FMP');
    expect(text).not.toContain('Vojvodina 90:70 Partizan');
    expect((await visitor.get('/api/teams/999999/schedule.ics')).status).toBe(404);
  });
});
