import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueStandingsAsOf } from '@courtside/events';
import type { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import type { Stack } from './stack';
import { final, hour, startPlayedLeague, type Name, type PlayedLeague } from './standings-support';
import { perFile } from './per-file';

// An administrator correcting a finished result days later, on the same played league as
// standings-as-of.int.spec.ts.

let league: PlayedLeague;
let stack: Stack;
let visitor: TestBrowser;

perFile(startPlayedLeague, (started) => {
  league = started;
  ({ stack, visitor } = league);
});

describe('when an administrator corrects a finished result days later', () => {
  let admin: TestBrowser;
  const path = () => `/api/admin/contests/${league.contests.get('Vojvodina-Mega')}/correction`;

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
    expect(answer.status).toBe(403);
  });

  it('replaces the result in the standings now and as of its round, and history keeps both', async () => {
    const live = await league.standings();
    const asOf2 = await league.standings('?round=2');
    const answer = await admin.request('POST', path(), {
      body: { ...final(80, 77), reason: 'Zapisnik: 80:77 za Vojvodinu' },
    });
    expect(answer.status).toBe(200);
    await stack.projection.waitFor(answer.body.position, 30_000);

    const contest = await visitor.get(`/api/contests/${league.contests.get('Vojvodina-Mega')}`);
    expect(contest.body).toMatchObject({
      first_team_total: 80,
      second_team_total: 77,
      winner: 'first_team',
      status: 'finished',
    });
    const points = (table: LeagueStandingsAsOf, name: Name) =>
      table.standings.find((row) => row.team.name === name)?.points;
    const corrected = await league.standings();
    expect(points(corrected, 'Vojvodina')).toBe((points(live, 'Vojvodina') ?? 0) + 1);
    expect(points(corrected, 'Mega')).toBe((points(live, 'Mega') ?? 0) - 1);
    const correctedAsOf2 = await league.standings('?round=2');
    expect(points(correctedAsOf2, 'Vojvodina')).toBe((points(asOf2, 'Vojvodina') ?? 0) + 1);
    expect(correctedAsOf2.standings[0]?.team.name).toBe('Vojvodina');

    const { browser: superAdmin } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
      'super-admin',
    ]);
    const history = await superAdmin.get(
      `/api/history/contest/${league.contests.get('Vojvodina-Mega')}`,
    );
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

  it('refuses a contest that has not started yet', async () => {
    const upcoming = await stack.command.commands.scheduleContest({
      league_id: stack.leagueId,
      round: 4,
      time: new Date(stack.clock.now.getTime() + 24 * hour).toISOString(),
      location: null,
      first_team_id: league.teams.Mega,
      second_team_id: league.teams.Vojvodina,
    });
    const answer = await admin.request('POST', `/api/admin/contests/${upcoming.id}/correction`, {
      body: { ...final(80, 77), reason: 'Zapisnik' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      status: ['This match has not started yet; its result can be entered once it has.'],
    });
  });
});
