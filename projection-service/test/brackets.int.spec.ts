import { streams, type LeagueKind } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContestRow } from '../src/db/tables';
import { append } from './test-data';
import { useProjectionRun } from './harness';

const run = useProjectionRun({ batchSize: 5 });

const league = (leagueId: number, kind: LeagueKind) =>
  ({
    type: 'LeagueCreated',
    data: exampleLeague({
      leagueId,
      kind,
      name: `Kup ${leagueId}`,
      rounds: 1,
      startDate: '2026-10-05',
    }),
  }) as const;
const team = (leagueId: number, id: number) => ({
  type: 'TeamRegistered',
  data: { leagueId, team: { id, name: `Tim ${id}`, fullName: null, city: null } },
});
const planned = (contestId: number, first: number, second: number) => ({
  contestId,
  round: 1,
  time: '2026-10-05T16:00:00.000Z',
  location: null,
  firstTeamId: first,
  secondTeamId: second,
});

beforeAll(async () => {
  const { store } = run.harness;
  await append(
    store,
    streams.league(30),
    league(30, 'play-off'),
    ...[1, 2, 3, 4].map((id) => team(30, id)),
  );
  await append(store, streams.league(30), {
    type: 'BracketDrawn',
    data: {
      leagueId: 30,
      bestOf: 1,
      series: [
        { key: 'r1s1', round: 1, index: 1, firstTeamId: 1, secondTeamId: 4 },
        { key: 'r1s2', round: 1, index: 2, firstTeamId: 2, secondTeamId: 3 },
        { key: 'r2s1', round: 2, index: 1, firstTeamId: null, secondTeamId: null },
      ],
    },
  });
  await append(store, streams.league(30), {
    type: 'SeriesGameScheduled',
    data: { leagueId: 30, seriesKey: 'r1s1', game: 1, contest: planned(3001, 1, 4) },
  });
  await append(store, streams.contest(3001), {
    type: 'ContestScheduled',
    data: { leagueId: 30, ...planned(3001, 1, 4) },
  });
  await append(
    store,
    streams.league(30),
    {
      type: 'SeriesGameDecided',
      data: { leagueId: 30, seriesKey: 'r1s1', contestId: 3001, winnerTeamId: 4 },
    },
    {
      type: 'SeriesDecided',
      data: {
        leagueId: 30,
        seriesKey: 'r1s1',
        winnerTeamId: 4,
        next: { seriesKey: 'r2s1', slot: 'first' },
      },
    },
  );
  await append(store, streams.contest(3001), {
    type: 'ContestPostponed',
    data: { contestId: 3001, leagueId: 30, reason: null },
  });
  const last = await append(store, streams.contest(3001), {
    type: 'ContestRescheduled',
    data: { contestId: 3001, leagueId: 30, time: '2026-10-07T17:30:00.000Z', location: 'Hala 2' },
  });
  await run.service.waitFor(last.position);
});

describe('when a play-off bracket is drawn and played', () => {
  it('keeps each series with its teams, contests and winner, the winner moved on', async () => {
    const rows = await run.harness.knex
      .withSchema('rm')
      .table('league_series')
      .where({ league_id: 30 })
      .orderBy('key')
      .select('key', 'first_team_id', 'second_team_id', 'winner_team_id', 'games', 'best_of');
    expect(rows).toEqual([
      {
        key: 'r1s1',
        first_team_id: 1,
        second_team_id: 4,
        winner_team_id: 4,
        games: [3001],
        best_of: 1,
      },
      {
        key: 'r1s2',
        first_team_id: 2,
        second_team_id: 3,
        winner_team_id: null,
        games: [],
        best_of: 1,
      },
      {
        key: 'r2s1',
        first_team_id: 4,
        second_team_id: null,
        winner_team_id: null,
        games: [],
        best_of: 1,
      },
    ]);
  });
});

describe('when a postponed contest is re-planned', () => {
  it('shows its new time and arena and that it is on again', async () => {
    const row = await run.harness.knex
      .withSchema('rm')
      .table<ContestRow>('contests')
      .where({ id: 3001 })
      .first();
    expect(row).toMatchObject({ status: 'scheduled', location: 'Hala 2' });
    expect(row?.time.toISOString()).toBe('2026-10-07T17:30:00.000Z');
  });

  it('counts it on its new day', async () => {
    const days = await run.harness.knex
      .withSchema('rm')
      .table('contest_days')
      .where({ league_id: 30 })
      .select(run.harness.knex.raw("to_char(day, 'YYYY-MM-DD') AS day"), 'contests');
    expect(days).toEqual([{ day: '2026-10-07', contests: 1 }]);
  });
});
