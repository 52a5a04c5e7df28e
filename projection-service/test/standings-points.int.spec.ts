import { fibaStandingsConfig, streams } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { append, scores } from './events';
import { useProjectionRun } from './harness';
import { standingsOf, type Line } from './standings-support';

// A league with its own points for a result, and the places once the last contest is played;
// the four-team league played round by round is in standings-rounds.int.spec.ts.

const run = useProjectionRun({ batchSize: 3 });
const { table } = standingsOf(() => run);

describe('when a league has its own points for a result', () => {
  const cup = 40;

  async function points(): Promise<Array<[string, number]>> {
    const rows: Array<{ team_name: string; points: number }> = await run.harness.knex
      .withSchema('rm')
      .table('standings')
      .where({ league_id: cup })
      .orderBy('position');
    return rows.map((row) => [row.team_name, row.points]);
  }

  beforeAll(async () => {
    await append(
      run.harness.store,
      streams.league(cup),
      {
        type: 'LeagueCreated',
        data: {
          leagueId: cup,
          kind: 'league',
          name: 'Liga 3-0',
          email: null,
          sortIndex: 2,
          public: true,
          numberOfTeams: 2,
          rounds: 1,
          weeks: null,
          startDate: '2026-04-01',
          categoryId: null,
          city: null,
          recreational: false,
          standingsConfig: {
            win: 3,
            loss: 0,
            forfeit_win: 3,
            forfeit_loss: -1,
            draw_zero: 0,
            draw_nonzero: 1,
          },
        },
      },
      ...[
        [401, 'Timisoara'],
        [402, 'Oradea'],
      ].map(([id, name]) => ({
        type: 'TeamRegistered' as const,
        data: {
          leagueId: cup,
          team: { id: Number(id), name: String(name), fullName: null, city: null },
        },
      })),
    );
    const { position } = await append(
      run.harness.store,
      streams.contest(4001),
      {
        type: 'ContestScheduled',
        data: {
          contestId: 4001,
          leagueId: cup,
          round: 1,
          time: '2026-04-04T18:00:00.000Z',
          location: null,
          firstTeamId: 401,
          secondTeamId: 402,
        },
      },
      {
        type: 'ContestFinished',
        data: {
          contestId: 4001,
          leagueId: cup,
          scores: scores([20], [0]),
          winner: 'first_team',
          forfeit: true,
        },
      },
    );
    await run.service.waitFor(position);
  });

  it('counts the league points instead of FIBA’s', async () => {
    expect(await points()).toEqual([
      ['Timisoara', 3],
      ['Oradea', -1],
    ]);
  });

  it('recounts every table when the league changes its points', async () => {
    const { position } = await append(run.harness.store, streams.league(cup), {
      type: 'LeagueUpdated',
      data: {
        leagueId: cup,
        standingsConfig: fibaStandingsConfig,
      },
    });
    await run.service.waitFor(position);
    expect(await points()).toEqual([
      ['Timisoara', 2],
      ['Oradea', 0],
    ]);
    expect(await table('standings_rounds', { league_id: cup, round: 1 })).toEqual([
      [1, 'Timisoara', 2, 'points'],
      [2, 'Oradea', 0, 'points'],
    ]);
  });
});

describe('when the last contest is played and another is scheduled afterwards', () => {
  const duo = 50;

  async function places(): Promise<Line[]> {
    return table('standings', { league_id: duo });
  }

  beforeAll(async () => {
    await append(
      run.harness.store,
      streams.league(duo),
      {
        type: 'LeagueCreated',
        data: exampleLeague({
          leagueId: duo,
          kind: 'tournament',
          name: 'Dvoboj',
          sortIndex: 3,
          numberOfTeams: 2,
          rounds: 1,
          startDate: '2026-04-01',
        }),
      },
      ...[
        [501, 'Sibiu'],
        [502, 'Brasov II'],
      ].map(([id, name]) => ({
        type: 'TeamRegistered' as const,
        data: {
          leagueId: duo,
          team: { id: Number(id), name: String(name), fullName: null, city: null },
        },
      })),
    );
    const scheduled = (contestId: number, home: number, away: number, round: number) =>
      ({
        type: 'ContestScheduled',
        data: {
          contestId,
          leagueId: duo,
          round,
          time: `2026-04-0${round}T18:00:00.000Z`,
          location: null,
          firstTeamId: home,
          secondTeamId: away,
        },
      }) as const;
    const finished = (contestId: number, home: number, away: number) =>
      ({
        type: 'ContestFinished',
        data: {
          contestId,
          leagueId: duo,
          scores: scores([home], [away]),
          winner: home > away ? 'first_team' : 'second_team',
          forfeit: false,
        },
      }) as const;
    await append(
      run.harness.store,
      streams.contest(5001),
      scheduled(5001, 501, 502, 1),
      finished(5001, 80, 70),
    );
    const { position } = await append(
      run.harness.store,
      streams.contest(5002),
      scheduled(5002, 502, 501, 2),
      finished(5002, 80, 70),
    );
    await run.service.waitFor(position);
  });

  it('places level teams by name once every contest is played, still marked shared', async () => {
    expect(await places()).toEqual([
      [1, 'Brasov II', 3, 'shared'],
      [2, 'Sibiu', 3, 'shared'],
    ]);
  });

  it('lets them share the place again as soon as another contest is on the schedule', async () => {
    const { position } = await append(run.harness.store, streams.contest(5003), {
      type: 'ContestScheduled',
      data: {
        contestId: 5003,
        leagueId: duo,
        round: 3,
        time: '2026-04-03T18:00:00.000Z',
        location: null,
        firstTeamId: 501,
        secondTeamId: 502,
      },
    });
    await run.service.waitFor(position);
    expect(await places()).toEqual([
      [1, 'Brasov II', 3, 'shared'],
      [1, 'Sibiu', 3, 'shared'],
    ]);
  });
});
