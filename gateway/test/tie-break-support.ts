import { expect } from 'vitest';
import type { StandingRow } from '@courtside/events';
import type { TestBrowser } from './browser';
import { final, hour } from './standings-support';
import type { Stack } from './stack';

/** Creates a public four-team league through the admin API; answers its id. */
export async function createLeague(admin: TestBrowser, name: string): Promise<number> {
  const created = await admin.request('POST', '/api/admin/leagues', {
    body: {
      kind: 'league',
      name,
      number_of_teams: 4,
      rounds: 1,
      start_date: '2026-01-05',
      public: true,
    },
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

/**
 * Four teams and three games: Arad beat Brasov by 2, Brasov beat Cluj by 40, Deva beat Arad by
 * 20. Arad and Brasov are level on points; Arad won their game, Brasov has the better difference.
 */
export async function playLevelGames(stack: Stack, leagueId: number): Promise<void> {
  const { commands } = stack.command;
  const ids: Record<string, number> = {};
  for (const name of ['Arad', 'Brasov', 'Cluj', 'Deva']) {
    ids[name] = (await commands.registerTeam(leagueId, { name })).id;
  }
  const games = [
    ['Arad', 70, 68, 'Brasov'],
    ['Brasov', 100, 60, 'Cluj'],
    ['Deva', 80, 60, 'Arad'],
  ] as const;
  let position = '';
  for (const [index, [home, homeScore, awayScore, away]] of games.entries()) {
    const time = `2026-01-${10 + index}T18:00:00.000Z`;
    const { id } = await commands.scheduleContest({
      league_id: leagueId,
      round: index + 1,
      time,
      location: 'Spens',
      first_team_id: ids[home] as number,
      second_team_id: ids[away] as number,
    });
    const now = new Date(Date.parse(time) + hour);
    const scored = await commands.recordScores(
      id,
      { ...final(homeScore, awayScore), expected_revision: 0 },
      { now },
    );
    ({ position } = await commands.finishContest(
      id,
      { expected_revision: scored.revision },
      { now },
    ));
  }
  await stack.projection.waitFor(position, 30_000);
}

/** The league's public table as (team, points, what placed it) rows. */
export async function standingsTable(browser: TestBrowser, leagueId: number) {
  const { status, body } = await browser.get(`/api/leagues/${leagueId}/standings`);
  expect(status).toBe(200);
  return (body.standings as StandingRow[]).map((row) => [row.team.name, row.points, row.criterion]);
}
