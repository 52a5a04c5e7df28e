import { beforeAll, describe, expect, it } from 'vitest';
import type { ContestRow, StandingRow } from '../src/db/tables';
import { contests, seedLeague } from './test-data';
import { useProjectionRun } from './harness';

const run = useProjectionRun({ batchSize: 7, seed: seedLeague });

async function contest(id: number): Promise<ContestRow> {
  return run.harness.knex.withSchema('rm').table<ContestRow>('contests').where({ id }).first();
}

describe('when a league is played through', () => {
  it('lists the category', async () => {
    const rows = await run.harness.knex.withSchema('rm').table('categories').select('*');
    expect(rows).toEqual([
      // No Cyrillic form of its own: the interface transliterates the name.
      { id: 1, name: 'Seniori', season: '2025/26', public: true, tabindex: 1, cyrillic_name: null },
    ]);
  });

  it('copies the category name and season onto the league and counts finished contests', async () => {
    const league = await run.harness.knex
      .withSchema('rm')
      .table('leagues')
      .where({ id: 10 })
      .first('name', 'kind', 'category_name', 'season', 'games_played', 'city', 'public');
    expect(league).toEqual({
      name: 'Prva liga',
      kind: 'league',
      category_name: 'Seniori',
      season: '2025/26',
      games_played: 3,
      city: 'Beograd',
      public: true,
    });
    const cup = await run.harness.knex.withSchema('rm').table('leagues').where({ id: 20 }).first();
    expect(cup).toMatchObject({
      category_id: null,
      category_name: null,
      season: null,
      games_played: 0,
    });
  });

  it('registers every team in its league', async () => {
    const registered = await run.harness.knex
      .withSchema('rm')
      .table('league_teams')
      .orderBy(['league_id', 'team_id']);
    expect(registered.map((row: { team_id: number }) => row.team_id)).toEqual([
      101, 102, 103, 104, 105, 201, 202,
    ]);
    const team = await run.harness.knex.withSchema('rm').table('teams').where({ id: 202 }).first();
    expect(team).toEqual({
      id: 202,
      name: 'Vojvodina',
      full_name: 'KK Vojvodina',
      city: 'Novi Sad',
      // A team registered inline (not through the catalogue) has the catalogue's defaults.
      region: null,
      category_id: null,
      arena_id: null,
      link: null,
      logo: null,
      recreational: false,
      is_absent: false,
      licences: [],
      deleted_at: null,
      // No Cyrillic form of its own: the interface transliterates the name.
      cyrillic_name: null,
    });
  });

  it('shows a finished contest with team names, totals, winner and its stream revision', async () => {
    expect(await contest(contests.finished)).toMatchObject({
      first_team_name: 'Partizan',
      second_team_name: 'Zvezda',
      A1: 20,
      B4: 20,
      A_extra: null,
      first_team_total: 80,
      second_team_total: 70,
      status: 'finished',
      winner: 'first_team',
      forfeit: false,
      first_team_absent: false,
      second_team_absent: false,
      revision: 3,
    });
  });

  it('marks a 20–0 forfeit and the absent team', async () => {
    expect(await contest(contests.forfeit)).toMatchObject({
      first_team_total: 20,
      second_team_total: 0,
      status: 'finished',
      winner: 'first_team',
      forfeit: true,
      first_team_absent: false,
      second_team_absent: true,
    });
  });

  it('tells scheduled, in-progress, postponed and cancelled contests apart', async () => {
    expect(await contest(contests.scheduled)).toMatchObject({
      status: 'scheduled',
      winner: null,
      first_team_total: 0,
      A1: null,
      revision: 0,
    });
    expect(await contest(contests.inProgress)).toMatchObject({
      status: 'in_progress',
      first_team_total: 40,
      second_team_total: 39,
      winner: null,
    });
    expect((await contest(contests.postponed)).status).toBe('postponed');
    expect((await contest(contests.cancelled)).status).toBe('cancelled');
  });

  it('shows a corrected result as re-finished with the new winner', async () => {
    expect(await contest(contests.corrected)).toMatchObject({
      status: 'finished',
      first_team_total: 70,
      second_team_total: 65,
      winner: 'first_team',
      revision: 3,
    });
  });

  it('counts contests per league and UTC day', async () => {
    const days = await run.harness.knex
      .withSchema('rm')
      .table('contest_days')
      .select(run.harness.knex.raw('day::text AS day'), 'league_id', 'contests')
      .orderBy('day');
    expect(days).toEqual([
      { day: '2026-03-07', league_id: 10, contests: 2 },
      { day: '2026-03-08', league_id: 10, contests: 2 },
      { day: '2026-03-14', league_id: 10, contests: 3 },
    ]);
  });
});

describe('when standings are computed', () => {
  let table: StandingRow[];

  beforeAll(async () => {
    table = await run.harness.knex
      .withSchema('rm')
      .table<StandingRow>('standings')
      .where({ league_id: 10 })
      .orderBy('position');
  });

  it('orders by points, then point difference, then points scored', () => {
    expect(table.map((row) => [row.position, row.team_name, row.points])).toEqual([
      [1, 'Zvezda', 3],
      [2, 'Mega', 2],
      [3, 'Partizan', 2],
      [4, 'FMP', 1],
      [5, 'Borac', 0],
    ]);
  });

  it('gives 2 points a win, 1 a loss and 0 a forfeit loss, with home and away splits', () => {
    const byName = Object.fromEntries(table.map((row) => [row.team_name, row]));
    expect(byName['Zvezda']).toMatchObject({
      played: 2,
      won: 1,
      lost: 1,
      forfeits: 0,
      points_for: 140,
      points_against: 145,
      home_won: 1,
      home_lost: 0,
      away_won: 0,
      away_lost: 1,
    });
    expect(byName['FMP']).toMatchObject({
      played: 2,
      won: 0,
      lost: 2,
      forfeits: 1,
      points: 1,
      points_for: 65,
      points_against: 90,
      away_lost: 2,
    });
  });

  it('gives a registered team without contests a row with nothing played', () => {
    expect(table.find((row) => row.team_id === 105)).toMatchObject({
      played: 0,
      won: 0,
      lost: 0,
      points: 0,
      points_for: 0,
      points_against: 0,
    });
  });

  it('has teams level on everything share a place, listed by name, while contests are left', async () => {
    const cup = await run.harness.knex
      .withSchema('rm')
      .table<StandingRow>('standings')
      .where({ league_id: 20 })
      .orderBy(['position', 'team_name']);
    expect(cup.map((row) => [row.position, row.team_name, row.criterion])).toEqual([
      [1, 'Dinamo', 'shared'],
      [1, 'Vojvodina', 'shared'],
    ]);
  });
});
