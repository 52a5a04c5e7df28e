import { streams, type CourtsideEvent } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionService, rebuildReadModels, type ProjectionService } from '../src';
import { append, scores } from './events';
import { createHarness, LogCapture, snapshot, type Harness } from './harness';

let harness: Harness;
let service: ProjectionService;

const league = 30;
const team = { Arad: 301, Brasov: 302, Cluj: 303, Deva: 304 } as const;
type Name = keyof typeof team;
let nextContest = 3000;
const contestOf = new Map<string, number>();

/** A table as a visitor reads it: place, team, points and what placed it. */
type Line = [number, string, number, string];

async function table(from = 'standings', where: Record<string, unknown> = {}): Promise<Line[]> {
  const rows: Array<{ position: number; team_name: string; points: number; criterion: string }> =
    await harness.knex
      .withSchema('rm')
      .table(from)
      .where({ league_id: league, ...where })
      .orderBy([{ column: 'position' }, { column: 'team_name' }]);
  return rows.map((row) => [row.position, row.team_name, row.points, row.criterion]);
}

/** Schedules a game of the round on the day and records its final score; returns the position. */
async function played(
  round: number,
  day: string,
  home: Name,
  homeScore: number,
  awayScore: number,
  away: Name,
): Promise<string> {
  nextContest += 1;
  const contestId = nextContest;
  contestOf.set(`${home}-${away}`, contestId);
  const final = scores([homeScore], [awayScore]);
  const events: CourtsideEvent[] = [
    {
      type: 'ContestScheduled',
      data: {
        contestId,
        leagueId: league,
        round,
        time: `${day}T18:00:00.000Z`,
        location: null,
        firstTeamId: team[home],
        secondTeamId: team[away],
      },
    },
    {
      type: 'ContestFinished',
      data: {
        contestId,
        leagueId: league,
        scores: final,
        winner: homeScore > awayScore ? 'first_team' : 'second_team',
        forfeit: false,
      },
    },
  ];
  return (await append(harness.store, streams.contest(contestId), ...events)).position;
}

async function round(...games: Array<() => Promise<string>>): Promise<void> {
  let last = '';
  for (const game of games) last = await game();
  await service.waitFor(last);
}

beforeAll(async () => {
  harness = await createHarness();
  service = createProjectionService({ knex: harness.knex, store: harness.store, batchSize: 3 });
  await service.migrate();
  await service.start();
  const { position } = await append(
    harness.store,
    streams.league(league),
    {
      type: 'LeagueCreated',
      data: {
        leagueId: league,
        kind: 'league',
        name: 'Liga Transilvania',
        email: null,
        sortIndex: 1,
        public: true,
        numberOfTeams: 4,
        rounds: 1,
        weeks: null,
        startDate: '2026-04-01',
        categoryId: null,
        city: null,
        recreational: false,
      },
    },
    ...Object.entries(team).map(([name, id]) => ({
      type: 'TeamRegistered' as const,
      data: { leagueId: league, team: { id, name, fullName: null, city: null } },
    })),
  );
  await service.waitFor(position);
});

afterAll(async () => {
  await service?.close();
  await harness?.close();
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

  it('has every team share first place before a game is played', () => {
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

  it('separates two teams level on points by the game between them', () => {
    expect(live.get(2)).toEqual([
      [1, 'Arad', 4, 'points'],
      [2, 'Brasov', 3, 'head-to-head points'],
      [3, 'Cluj', 3, 'head-to-head points'],
      [4, 'Deva', 2, 'points'],
    ]);
  });

  it('splits three level teams by their games and restarts for the two still level', () => {
    // Arad, Brasov and Cluj each beat one another: +10 −5, −10 +15, −15 +5 among them leaves
    // Cluj third on difference, and Arad ahead of Brasov on the game between just those two.
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

  it('keeps the table as of each match day equal to the live table on that day', async () => {
    expect(await table('standings_days', { day: '2026-04-04' })).toEqual(live.get(1));
    expect(await table('standings_days', { day: '2026-04-11' })).toEqual(live.get(2));
    expect(await table('standings_days', { day: '2026-04-18' })).toEqual(live.get(3));
  });

  it('rebuilds from the log exactly the tables built live', async () => {
    const built = await snapshot(harness.knex);
    await rebuildReadModels({
      knex: harness.knex,
      store: harness.store,
      logger: new LogCapture().logger,
    });
    const rebuilt = await snapshot(harness.knex);
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
    const { position } = await append(harness.store, streams.contest(contestId), {
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
    await service.waitFor(position);
  });

  it('shows the new score on the match', async () => {
    const row = await harness.knex
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
    // Cluj now won all but the first game; Brasov only the last.
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
    const rows = await harness.knex
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

describe('when a league has its own points for a result', () => {
  const cup = 40;

  async function points(): Promise<Array<[string, number]>> {
    const rows: Array<{ team_name: string; points: number }> = await harness.knex
      .withSchema('rm')
      .table('standings')
      .where({ league_id: cup })
      .orderBy('position');
    return rows.map((row) => [row.team_name, row.points]);
  }

  beforeAll(async () => {
    await append(
      harness.store,
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
      harness.store,
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
    await service.waitFor(position);
  });

  it('counts the league points instead of FIBA’s', async () => {
    expect(await points()).toEqual([
      ['Timisoara', 3],
      ['Oradea', -1],
    ]);
  });

  it('recounts every table when the league changes its points', async () => {
    const { position } = await append(harness.store, streams.league(cup), {
      type: 'LeagueUpdated',
      data: {
        leagueId: cup,
        standingsConfig: {
          win: 2,
          loss: 1,
          forfeit_win: 2,
          forfeit_loss: 0,
          draw_zero: 0,
          draw_nonzero: 1,
        },
      },
    });
    await service.waitFor(position);
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

describe('when the last game is played and another is scheduled afterwards', () => {
  const duo = 50;

  async function places(): Promise<Line[]> {
    return table('standings', { league_id: duo });
  }

  beforeAll(async () => {
    await append(
      harness.store,
      streams.league(duo),
      {
        type: 'LeagueCreated',
        data: {
          leagueId: duo,
          kind: 'tournament',
          name: 'Dvoboj',
          email: null,
          sortIndex: 3,
          public: true,
          numberOfTeams: 2,
          rounds: 1,
          weeks: null,
          startDate: '2026-04-01',
          categoryId: null,
          city: null,
          recreational: false,
        },
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
    const game = (contestId: number, home: number, away: number, round: number) =>
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
      harness.store,
      streams.contest(5001),
      game(5001, 501, 502, 1),
      finished(5001, 80, 70),
    );
    const { position } = await append(
      harness.store,
      streams.contest(5002),
      game(5002, 502, 501, 2),
      finished(5002, 80, 70),
    );
    await service.waitFor(position);
  });

  it('places level teams by name once every game is played, still marked shared', async () => {
    expect(await places()).toEqual([
      [1, 'Brasov II', 3, 'shared'],
      [2, 'Sibiu', 3, 'shared'],
    ]);
  });

  it('lets them share the place again as soon as another game is on the schedule', async () => {
    const { position } = await append(harness.store, streams.contest(5003), {
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
    await service.waitFor(position);
    expect(await places()).toEqual([
      [1, 'Brasov II', 3, 'shared'],
      [1, 'Sibiu', 3, 'shared'],
    ]);
  });
});
