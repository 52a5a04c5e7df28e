import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fibaStandingsConfig, fibaTieBreakOrder, type StandingRow } from '@courtside/events';
import type { TestBrowser } from './browser';
import { competitionAdmins, refused } from './competitions-support';
import { final, hour } from './standings-support';
import { startStack, type Stack } from './stack';

// Issue 10: the tie-break order in the platform's standings tab. A league created after it is
// saved takes it, and its standings rank level teams by it; a league created before keeps FIBA's.

let stack: Stack;
let superAdmin: TestBrowser;
const tab = '/api/admin/platforms/1/settings/standings';
const byDifference = ['point difference', 'points scored', 'head-to-head points'];

async function createLeague(name: string): Promise<number> {
  const created = await superAdmin.request('POST', '/api/admin/leagues', {
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
async function playGames(leagueId: number): Promise<void> {
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

async function table(leagueId: number) {
  const { status, body } = await superAdmin.get(`/api/leagues/${leagueId}/standings`);
  expect(status).toBe(200);
  return (body.standings as StandingRow[]).map((row) => [row.team.name, row.points, row.criterion]);
}

beforeAll(async () => {
  stack = await startStack();
  ({ superAdmin } = await competitionAdmins(stack));
});

afterAll(async () => {
  await stack?.close();
});

describe('when the super-admin sends a tie-break order that is not one', () => {
  it('names an unknown criterion and a repeated one, and stores nothing', async () => {
    const unknown = await refused(stack, () =>
      superAdmin.request('PUT', tab, {
        body: { ...fibaStandingsConfig, tie_break_order: ['point difference', 'coin toss'] },
      }),
    );
    expect(unknown.errors).toEqual({
      'tie_break_order[1]': [
        'There is no such tie-break criterion: choose from head-to-head points, head-to-head point difference, head-to-head points scored, point difference, points scored.',
      ],
    });
    const repeated = await refused(stack, () =>
      superAdmin.request('PUT', tab, {
        body: {
          ...fibaStandingsConfig,
          tie_break_order: ['points scored', 'point difference', 'points scored'],
        },
      }),
    );
    expect(repeated.errors).toEqual({
      tie_break_order: ['Each tie-break criterion may be listed only once.'],
    });
    const read = await superAdmin.get(tab);
    expect(read.body.data).toEqual({ ...fibaStandingsConfig, tie_break_order: fibaTieBreakOrder });
  });
});

describe('when the super-admin saves a tie-break order', () => {
  let before: number;
  let after: number;

  beforeAll(async () => {
    before = await createLeague('Liga po FIBA');
    const saved = await superAdmin.request('PUT', tab, {
      body: { ...fibaStandingsConfig, tie_break_order: byDifference },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...fibaStandingsConfig, tie_break_order: byDifference });
    after = await createLeague('Liga po koš-razlici');
    await playGames(before);
    await playGames(after);
  });

  it('gives the order to a league created afterwards', async () => {
    const league = await superAdmin.get(`/api/admin/leagues/${after}`);
    expect(league.body.tie_break_order).toEqual(byDifference);
    const older = await superAdmin.get(`/api/admin/leagues/${before}`);
    expect(older.body.tie_break_order).toEqual(fibaTieBreakOrder);
  });

  it("ranks that league's level teams by it, and the older league by FIBA's order", async () => {
    expect(await table(after)).toEqual([
      ['Brasov', 3, 'point difference'],
      ['Arad', 3, 'point difference'],
      ['Deva', 2, 'points'],
      ['Cluj', 1, 'points'],
    ]);
    expect(await table(before)).toEqual([
      ['Arad', 3, 'head-to-head points'],
      ['Brasov', 3, 'head-to-head points'],
      ['Deva', 2, 'points'],
      ['Cluj', 1, 'points'],
    ]);
  });
});
