import { beforeAll, describe, expect, it } from 'vitest';
import { fibaTieBreakOrder } from '@courtside/events';
import type { TestBrowser } from './browser';
import { competitionAdmins, refused } from './competitions-support';
import { perFile } from './per-file';
import { startStack, type Stack } from './stack';
import { createLeague, playLevelGames, standingsTable } from './tie-break-support';

// Issue 10 leftovers: a league's own edit changes its tie-break order (UpdateLeague's
// tie_break_order, checked with the platform tab's rules), and its standings rank by it.

let stack: Stack;
let admin: TestBrowser;
const byDifference = ['point difference', 'points scored', 'head-to-head points'];

perFile(startStack, async (started) => {
  stack = started;
  ({ admin } = await competitionAdmins(stack));
});

describe("when an admin sends a league's tie-break order that is not one", () => {
  let leagueId: number;
  beforeAll(async () => {
    leagueId = await createLeague(admin, 'Liga sa greškom');
  });
  const edit = (order: unknown) => () =>
    admin.request('PATCH', `/api/admin/leagues/${leagueId}`, { body: { tie_break_order: order } });

  it('names an unknown criterion at its place, and stores nothing', async () => {
    const answer = await refused(stack, edit(['point difference', 'coin toss']));
    expect(answer.errors).toEqual({
      'tie_break_order[1]': [
        'There is no such tie-break criterion: choose from head-to-head points, head-to-head point difference, head-to-head points scored, point difference, points scored.',
      ],
    });
  });

  it('refuses a repeated criterion, and stores nothing', async () => {
    const answer = await refused(
      stack,
      edit(['points scored', 'point difference', 'points scored']),
    );
    expect(answer.errors).toEqual({
      tie_break_order: ['Each tie-break criterion may be listed only once.'],
    });
  });

  it('refuses an empty order, and stores nothing', async () => {
    const answer = await refused(stack, edit([]));
    expect(answer.errors).toEqual({
      tie_break_order: ['Choose at least one tie-break criterion.'],
    });
  });

  it("keeps the league's order as it was", async () => {
    const league = await admin.get(`/api/admin/leagues/${leagueId}`);
    expect(league.body.tie_break_order).toEqual(fibaTieBreakOrder);
  });
});

describe("when an admin saves a league's own tie-break order", () => {
  let edited: number;
  let untouched: number;

  beforeAll(async () => {
    edited = await createLeague(admin, 'Liga po koš-razlici');
    untouched = await createLeague(admin, 'Liga po FIBA');
    await playLevelGames(stack, edited);
    await playLevelGames(stack, untouched);
    const saved = await admin.request('PATCH', `/api/admin/leagues/${edited}`, {
      body: { tie_break_order: byDifference },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.tie_break_order).toEqual(byDifference);
  });

  it('reads the order back', async () => {
    const league = await admin.get(`/api/admin/leagues/${edited}`);
    expect(league.body.tie_break_order).toEqual(byDifference);
  });

  it("ranks that league's level teams by it, and leaves the other league on FIBA's", async () => {
    expect(await standingsTable(admin, edited)).toEqual([
      ['Brasov', 3, 'point difference'],
      ['Arad', 3, 'point difference'],
      ['Deva', 2, 'points'],
      ['Cluj', 1, 'points'],
    ]);
    expect(await standingsTable(admin, untouched)).toEqual([
      ['Arad', 3, 'head-to-head points'],
      ['Brasov', 3, 'head-to-head points'],
      ['Deva', 2, 'points'],
      ['Cluj', 1, 'points'],
    ]);
  });

  it('appends nothing when the same order is saved again', async () => {
    const before = await stack.eventCount();
    const again = await admin.request('PATCH', `/api/admin/leagues/${edited}`, {
      body: { tie_break_order: byDifference },
    });
    expect(again.status).toBe(200);
    expect(await stack.eventCount()).toBe(before);
  });
});
