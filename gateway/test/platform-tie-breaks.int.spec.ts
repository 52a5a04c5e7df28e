import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fibaStandingsConfig, fibaTieBreakOrder } from '@courtside/events';
import type { TestBrowser } from './browser';
import { competitionAdmins, refused } from './competitions-support';
import { startStack, type Stack } from './stack';
import {
  createLeague as createLeagueAs,
  playLevelGames,
  standingsTable,
} from './tie-break-support';

// Issue 10: the tie-break order in the platform's standings tab. A league created after it is
// saved takes it, and its standings rank level teams by it; a league created before keeps FIBA's.

let stack: Stack;
let superAdmin: TestBrowser;
const tab = '/api/admin/platforms/1/settings/standings';
const byDifference = ['point difference', 'points scored', 'head-to-head points'];

const createLeague = (name: string) => createLeagueAs(superAdmin, name);
const playGames = (leagueId: number) => playLevelGames(stack, leagueId);
const table = (leagueId: number) => standingsTable(superAdmin, leagueId);

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
