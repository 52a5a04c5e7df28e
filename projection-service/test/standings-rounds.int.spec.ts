import { streams } from '@courtside/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { append, scores } from './events';
import { LogCapture, snapshot, useProjectionRun } from './harness';
import { league, standingsOf, type Line } from './standings-support';

// A league of four played round by round, then a result corrected; leagues with their own
// points and the last contest of a league are in standings-points.int.spec.ts.

const run = useProjectionRun({ batchSize: 3 });
const { table, played, round, createLeague, contestOf } = standingsOf(() => run);

beforeAll(async () => {
  await createLeague();
});

describe('when a league of four is played round by round', () => {
  const live = new Map<number, Line[]>();

  beforeAll(async () => {
    live.set(0, await table());
    await round(
      () => played(1, '2026-04-04', 'Arad', 80, 70, 'Brasov'),
      () => played(1, '2026-04-04', 'Cluj', 80, 70, 'Deva'),
    );
    live.set(1, await table());
    await round(
      () => played(2, '2026-04-11', 'Brasov', 75, 60, 'Cluj'),
      () => played(2, '2026-04-11', 'Deva', 50, 70, 'Arad'),
    );
    live.set(2, await table());
    await round(
      () => played(3, '2026-04-18', 'Cluj', 70, 65, 'Arad'),
      () => played(3, '2026-04-18', 'Brasov', 80, 60, 'Deva'),
    );
    live.set(3, await table());
  });

  it('has every team share first place before a contest is played', () => {
    expect(live.get(0)).toEqual([
      [1, 'Arad', 0, 'shared'],
      [1, 'Brasov', 0, 'shared'],
      [1, 'Cluj', 0, 'shared'],
      [1, 'Deva', 0, 'shared'],
    ]);
  });

  it('lets teams level on everything share a place while the league is being played', () => {
    expect(live.get(1)).toEqual([
      [1, 'Arad', 2, 'shared'],
      [1, 'Cluj', 2, 'shared'],
      [3, 'Brasov', 1, 'shared'],
      [3, 'Deva', 1, 'shared'],
    ]);
  });

  it('separates two teams level on points by the contest between them', () => {
    expect(live.get(2)).toEqual([
      [1, 'Arad', 4, 'points'],
      [2, 'Brasov', 3, 'head-to-head points'],
      [3, 'Cluj', 3, 'head-to-head points'],
      [4, 'Deva', 2, 'points'],
    ]);
  });

  it('splits three level teams by their contests and restarts for the two still level', () => {
    // Arad, Brasov and Cluj each beat one another: +10 −5, −10 +15, −15 +5 among them leaves
    // Cluj third on difference, and Arad ahead of Brasov on the contest between just those two.
    expect(live.get(3)).toEqual([
      [1, 'Arad', 5, 'head-to-head points'],
      [2, 'Brasov', 5, 'head-to-head points'],
      [3, 'Cluj', 5, 'head-to-head point difference'],
      [4, 'Deva', 3, 'points'],
    ]);
  });

  it('keeps the table as of each round equal to the live table once that round was in', async () => {
    for (const [after, lines] of live) {
      expect(await table('standings_rounds', { round: after })).toEqual(lines);
    }
  });

  it('keeps the table as of each contest day equal to the live table on that day', async () => {
    expect(await table('standings_days', { day: '2026-04-04' })).toEqual(live.get(1));
    expect(await table('standings_days', { day: '2026-04-11' })).toEqual(live.get(2));
    expect(await table('standings_days', { day: '2026-04-18' })).toEqual(live.get(3));
  });

  it('rebuilds from the log exactly the tables built live', async () => {
    const built = await snapshot(run.harness.knex);
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
    });
    const rebuilt = await snapshot(run.harness.knex);
    for (const name of ['standings', 'standings_rounds', 'standings_days'] as const) {
      expect(rebuilt[name]).toEqual(built[name]);
    }
    expect(rebuilt['standings']?.length).toBe(4);
    expect(rebuilt['standings_rounds']?.length).toBe(16);
  });
});

describe('when an administrator corrects a finished result', () => {
  let before: Line[];
  let beforeRound2: Line[];

  beforeAll(async () => {
    before = await table();
    beforeRound2 = await table('standings_rounds', { round: 2 });
    const contestId = contestOf.get('Brasov-Cluj') ?? 0;
    const { position } = await append(run.harness.store, streams.contest(contestId), {
      type: 'ResultCorrected',
      data: {
        contestId,
        leagueId: league,
        previous: { scores: scores([75], [60]), winner: 'first_team', forfeit: false },
        scores: scores([60], [75]),
        winner: 'second_team',
        forfeit: false,
        reason: 'Zapisnik',
      },
    });
    await run.service.waitFor(position);
  });

  it('shows the new score on the contest', async () => {
    const row = await run.harness.knex
      .withSchema('rm')
      .table('contests')
      .where({ id: contestOf.get('Brasov-Cluj') })
      .first();
    expect(row).toMatchObject({
      status: 'finished',
      first_team_total: 60,
      second_team_total: 75,
      winner: 'second_team',
    });
  });

  it('replaces the old result in the table now and as of its round', async () => {
    expect(before).not.toEqual(await table());
    // Cluj now won all but the first contest; Brasov only the last.
    expect(await table()).toEqual([
      [1, 'Cluj', 6, 'points'],
      [2, 'Arad', 5, 'points'],
      [3, 'Brasov', 4, 'points'],
      [4, 'Deva', 3, 'points'],
    ]);
    expect(await table('standings_rounds', { round: 2 })).not.toEqual(beforeRound2);
    // Arad and Cluj never met: Arad stays ahead on difference (+30 to +25).
    expect(await table('standings_rounds', { round: 2 })).toEqual([
      [1, 'Arad', 4, 'point difference'],
      [2, 'Cluj', 4, 'point difference'],
      [3, 'Brasov', 2, 'point difference'],
      [4, 'Deva', 2, 'point difference'],
    ]);
  });

  it('keeps both results in the audit log', async () => {
    const rows = await run.harness.knex
      .withSchema('rm')
      .table('audit_log')
      .where({ model: 'contest', model_id: contestOf.get('Brasov-Cluj') })
      .orderBy(['position_major', 'position_minor']);
    expect(rows.map((row: { event: string }) => row.event)).toEqual([
      'ContestScheduled',
      'ContestFinished',
      'ResultCorrected',
    ]);
    expect(rows.at(-1)).toMatchObject({
      old_values: {
        A1: 75,
        B1: 60,
        first_team_total: 75,
        second_team_total: 60,
        winner: 'first_team',
      },
      new_values: {
        A1: 60,
        B1: 75,
        first_team_total: 60,
        second_team_total: 75,
        winner: 'second_team',
        correction_reason: 'Zapisnik',
      },
      tags: ['result', 'correction'],
    });
  });
});
