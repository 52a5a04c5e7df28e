import {
  messages,
  type LeagueEvent,
  type LeagueScheduleEvent,
  type LeagueStreamEvent,
} from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { leagueDecider } from './decide';
import { NotFoundError, ValidationError } from '../core/errors';
import {
  decidePlan,
  type DrawBracket,
  type GenerateSchedule,
  type RecordSeriesResult,
  type ScheduleSeriesGames,
} from './plan';

const given = deciderSpecification(leagueDecider).given;
const now = '2026-09-01T10:00:00.000Z';

const created = (
  kind: 'league' | 'tournament' | 'play-off' | 'free-form',
  teams = 4,
): LeagueEvent => ({
  type: 'LeagueCreated',
  data: {
    leagueId: 7,
    kind,
    name: 'Prva liga',
    email: null,
    sortIndex: 0,
    public: true,
    numberOfTeams: teams,
    rounds: 2,
    weeks: null,
    startDate: '2026-10-05',
    categoryId: null,
    city: null,
    recreational: false,
  },
});
const registered = (id: number): LeagueEvent => ({
  type: 'TeamRegistered',
  data: { leagueId: 7, team: { id, name: `Team ${id}`, fullName: null, city: null } },
});
const teams = (...ids: number[]) => ids.map(registered);

const generate = (data: Partial<GenerateSchedule['data']> = {}): GenerateSchedule => ({
  type: 'GenerateSchedule',
  data: {
    leagueId: 7,
    contestIds: Array.from({ length: 100 }, (_, i) => 500 + i),
    groups: 1,
    arenas: { 11: 'Spens', 12: null },
    ...data,
  },
  metadata: { now },
});
const draw = (data: Partial<DrawBracket['data']> = {}): DrawBracket => ({
  type: 'DrawBracket',
  data: { leagueId: 7, teamIds: null, bestOf: 3, ...data },
  metadata: { now },
});
const result = (contestId: number, winnerTeamId: number): RecordSeriesResult => ({
  type: 'RecordSeriesResult',
  data: { leagueId: 7, contestId, winnerTeamId },
  metadata: { now },
});
const games = (...contestIds: number[]): ScheduleSeriesGames => ({
  type: 'ScheduleSeriesGames',
  data: { leagueId: 7, contestIds },
  metadata: { now },
});

function decideAfter(events: LeagueStreamEvent[], command: Parameters<typeof decidePlan>[0]) {
  return decidePlan(command, events.reduce(leagueDecider.evolve, leagueDecider.initialState()));
}

describe('when generating the schedule of a round-robin league', () => {
  it('plans every pair home and away: 12 matches for 4 teams in 2 rounds', () => {
    const [event] = decideAfter([created('league'), ...teams(11, 12, 13, 14)], generate());
    expect(event?.type).toBe('ScheduleGenerated');
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    expect(contests).toHaveLength(12);
    expect(new Set(contests.map((c) => c.contestId)).size).toBe(12);
    const pairs = contests.map((c) => `${c.firstTeamId}-${c.secondTeamId}`);
    expect(new Set(pairs).size).toBe(12);
  });

  it('puts matchday 1 on the start date at 18:00 in Belgrade and later ones a week apart', () => {
    const [event] = decideAfter([created('league'), ...teams(11, 12, 13, 14)], generate());
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    const times = [...new Set(contests.map((c) => `${c.round}|${c.time}`))].sort();
    expect(times[0]).toBe('1|2026-10-05T16:00:00.000Z');
    expect(times).toContain('2|2026-10-12T16:00:00.000Z');
    expect(times).toHaveLength(6);
  });

  it("plays at the home team's arena, unnamed where it has none", () => {
    const [event] = decideAfter([created('league'), ...teams(11, 12, 13, 14)], generate());
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    for (const contest of contests) {
      expect(contest.location).toBe(contest.firstTeamId === 11 ? 'Spens' : null);
    }
  });

  it('gives every team a bye once per round when the count is odd', () => {
    const [event] = decideAfter([created('league', 5), ...teams(1, 2, 3, 4, 5)], generate());
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    expect(contests).toHaveLength(20);
    expect(new Set(contests.map((c) => c.round)).size).toBe(10);
  });

  it('refuses a second generation: the schedule is made once', () => {
    const league = [created('league'), ...teams(11, 12, 13, 14)];
    const first = decideAfter(league, generate()) as LeagueScheduleEvent[];
    given([...league, ...first])
      .when(generate())
      .thenThrows(ValidationError, messages.scheduleExists, {
        schedule: [messages.scheduleExists],
      });
  });

  it('refuses a league with fewer than two teams', () => {
    given([created('league'), registered(11)])
      .when(generate())
      .thenThrows(ValidationError, messages.notEnoughTeams, { teams: [messages.notEnoughTeams] });
  });

  it('refuses a play-off and a free-form league', () => {
    for (const kind of ['play-off', 'free-form'] as const) {
      given([created(kind), ...teams(11, 12)])
        .when(generate())
        .thenThrows(ValidationError, messages.scheduleKind, { kind: [messages.scheduleKind] });
    }
  });

  it('refuses a league that does not exist', () => {
    given([]).when(generate()).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when generating the group stage of a tournament', () => {
  it('plays a round robin inside each group only', () => {
    const [event] = decideAfter(
      [created('tournament', 8), ...teams(1, 2, 3, 4, 5, 6, 7, 8)],
      generate({ groups: 2 }),
    );
    const contests = event?.type === 'ScheduleGenerated' ? event.data.contests : [];
    // Two groups of four, home and away: 12 matches each.
    expect(contests).toHaveLength(24);
    const groupOf = new Map<number, string | null>();
    for (const c of contests) {
      for (const team of [c.firstTeamId, c.secondTeamId]) {
        expect(groupOf.get(team) ?? c.group).toBe(c.group);
        groupOf.set(team, c.group);
      }
    }
    expect(new Set(groupOf.values())).toEqual(new Set(['A', 'B']));
  });

  it('refuses more groups than pairs of teams', () => {
    given([created('tournament'), ...teams(1, 2, 3, 4)])
      .when(generate({ groups: 3 }))
      .thenThrows(ValidationError, messages.validNumber, { groups: [messages.validNumber] });
  });
});

const playOff = [created('play-off'), ...teams(1, 2, 3, 4)];

describe('when drawing a play-off bracket', () => {
  it('seeds 1 v 4 and 2 v 3 with the final waiting for both winners', () => {
    given(playOff)
      .when(draw())
      .then([
        {
          type: 'BracketDrawn',
          data: {
            leagueId: 7,
            bestOf: 3,
            series: [
              { key: 'r1s1', round: 1, index: 1, firstTeamId: 1, secondTeamId: 4 },
              { key: 'r1s2', round: 1, index: 2, firstTeamId: 2, secondTeamId: 3 },
              { key: 'r2s1', round: 2, index: 1, firstTeamId: null, secondTeamId: null },
            ],
          },
        },
      ]);
  });

  it('sends the top seed straight on when three teams play', () => {
    const events = decideAfter([created('play-off'), ...teams(1, 2, 3)], draw());
    expect(events[1]).toEqual({
      type: 'SeriesDecided',
      data: {
        leagueId: 7,
        seriesKey: 'r1s1',
        winnerTeamId: 1,
        next: { seriesKey: 'r2s1', slot: 'first' },
      },
    });
  });

  it('refuses a best-of that is not 1, 3, 5 or 7', () => {
    given(playOff)
      .when(draw({ bestOf: 4 }))
      .thenThrows(ValidationError, messages.validBestOf, { best_of: [messages.validBestOf] });
  });

  it('refuses a team picked twice', () => {
    given(playOff)
      .when(draw({ teamIds: [1, 2, 2, 3] }))
      .thenThrows(ValidationError, messages.duplicates, { team_ids: [messages.duplicates] });
  });

  it('refuses a team that is not in the league', () => {
    given(playOff)
      .when(draw({ teamIds: [1, 99] }))
      .thenThrows(ValidationError, messages.teamNotInLeague, {
        team_ids: [messages.teamNotInLeague],
      });
  });

  it('refuses a second draw', () => {
    const drawn = decideAfter(playOff, draw()) as LeagueScheduleEvent[];
    given([...playOff, ...drawn])
      .when(draw())
      .thenThrows(ValidationError, messages.bracketExists, { bracket: [messages.bracketExists] });
  });

  it('refuses a round-robin league', () => {
    given([created('league'), ...teams(1, 2)])
      .when(draw())
      .thenThrows(ValidationError, messages.bracketKind, { kind: [messages.bracketKind] });
  });
});

describe('when a series is played', () => {
  const drawn = [...playOff, ...(decideAfter(playOff, draw()) as LeagueScheduleEvent[])];
  const firstGames = [...drawn, ...(decideAfter(drawn, games(100, 101)) as LeagueScheduleEvent[])];

  it('schedules game 1 of each first-round series, the higher seed at home', () => {
    const scheduled = decideAfter(drawn, games(100, 101));
    expect(scheduled).toEqual([
      {
        type: 'SeriesGameScheduled',
        data: {
          leagueId: 7,
          seriesKey: 'r1s1',
          game: 1,
          contest: {
            contestId: 100,
            round: 1,
            time: '2026-10-05T16:00:00.000Z',
            location: null,
            firstTeamId: 1,
            secondTeamId: 4,
          },
        },
      },
      expect.objectContaining({
        data: expect.objectContaining({ seriesKey: 'r1s2', game: 1 }),
      }),
    ]);
  });

  it('schedules nothing while every series has a game open', () => {
    given(firstGames).when(games(102)).then([]);
  });

  it('counts a won game without deciding a best-of-3 series', () => {
    given(firstGames)
      .when(result(100, 4))
      .then([
        {
          type: 'SeriesGameDecided',
          data: { leagueId: 7, seriesKey: 'r1s1', contestId: 100, winnerTeamId: 4 },
        },
      ]);
  });

  it('counts each game once', () => {
    const counted = [
      ...firstGames,
      ...(decideAfter(firstGames, result(100, 4)) as LeagueScheduleEvent[]),
    ];
    given(counted).when(result(100, 4)).then([]);
  });

  it('schedules game 2 a week later with the venues swapped', () => {
    const counted = [
      ...firstGames,
      ...(decideAfter(firstGames, result(100, 4)) as LeagueScheduleEvent[]),
    ];
    const [next] = decideAfter(counted, games(102));
    expect(next).toEqual({
      type: 'SeriesGameScheduled',
      data: {
        leagueId: 7,
        seriesKey: 'r1s1',
        game: 2,
        contest: expect.objectContaining({
          contestId: 102,
          time: '2026-10-12T16:00:00.000Z',
          firstTeamId: 4,
          secondTeamId: 1,
        }),
      },
    });
  });

  it('sends the winner of two games into the final', () => {
    let events: LeagueStreamEvent[] = [...firstGames];
    const play = (command: Parameters<typeof decidePlan>[0]) => {
      const decided = decideAfter(events, command);
      events = [...events, ...(decided as LeagueScheduleEvent[])];
      return decided;
    };
    play(result(100, 4));
    play(games(102));
    const decided = play(result(102, 4));
    expect(decided).toEqual([
      {
        type: 'SeriesGameDecided',
        data: { leagueId: 7, seriesKey: 'r1s1', contestId: 102, winnerTeamId: 4 },
      },
      {
        type: 'SeriesDecided',
        data: {
          leagueId: 7,
          seriesKey: 'r1s1',
          winnerTeamId: 4,
          next: { seriesKey: 'r2s1', slot: 'first' },
        },
      },
    ]);
    // The final waits for the other semi-final.
    expect(play(games(103))).toEqual([]);
    play(result(101, 2));
    play(games(104));
    play(result(104, 2));
    const [final] = play(games(105));
    expect(final).toEqual({
      type: 'SeriesGameScheduled',
      data: expect.objectContaining({
        seriesKey: 'r2s1',
        game: 1,
        contest: expect.objectContaining({
          contestId: 105,
          round: 2,
          firstTeamId: 4,
          secondTeamId: 2,
        }),
      }),
    });
  });

  it('ignores a match that is not part of the bracket', () => {
    given(firstGames).when(result(999, 1)).then([]);
  });
});
