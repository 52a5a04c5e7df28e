import {
  seriesLengths,
  type LeagueScheduleEvent,
  type SeriesGameScheduled,
} from '@courtside/events';
import { assertNever, type Command } from '../core/decider';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { drawBracket, nextOf, seriesAwaitingGame, seriesWinner, type Bracket } from './bracket';
import { initialState as initialLeague, type LeagueState } from './league';
import { scheduleDates, type Rounds } from './schedule';
import { planSchedule } from './schedule-plan';

/** The league with its schedule and bracket: what generating and advancing need. */
export interface PlanState {
  league: LeagueState;
  startDate: string | null;
  weeks: number | null;
  /** Matches the generated schedule put on the calendar; 0 before it was generated. */
  generatedMatches: number;
  bracket: Bracket | null;
}

export const initialPlan = (): PlanState => ({
  league: initialLeague(),
  startDate: null,
  weeks: null,
  generatedMatches: 0,
  bracket: null,
});

/** Folds the schedule and the bracket; the league decider (decider.ts) calls it. */
export function evolveSchedule(state: PlanState, event: LeagueScheduleEvent): PlanState {
  switch (event.type) {
    case 'ScheduleGenerated':
      return { ...state, generatedMatches: event.data.contests.length };
    case 'BracketDrawn':
      return {
        ...state,
        bracket: {
          bestOf: event.data.bestOf,
          series: event.data.series.map((s) => ({
            ...s,
            games: [],
            results: {},
            winnerTeamId: null,
          })),
        },
      };
    case 'SeriesGameScheduled': {
      const { seriesKey, contest } = event.data;
      return withSeries(state, seriesKey, (s) => ({
        ...s,
        games: [...s.games, contest.contestId],
      }));
    }
    case 'SeriesGameDecided': {
      const { seriesKey, contestId, winnerTeamId } = event.data;
      return withSeries(state, seriesKey, (s) => ({
        ...s,
        results: { ...s.results, [contestId]: winnerTeamId },
      }));
    }
    case 'SeriesDecided': {
      const { seriesKey, winnerTeamId, next } = event.data;
      const decided = withSeries(state, seriesKey, (s) => ({ ...s, winnerTeamId }));
      if (!next) return decided;
      return withSeries(decided, next.seriesKey, (s) =>
        next.slot === 'first'
          ? { ...s, firstTeamId: winnerTeamId }
          : { ...s, secondTeamId: winnerTeamId },
      );
    }
    default:
      return assertNever(event);
  }
}

function withSeries(
  state: PlanState,
  key: string,
  change: (series: Bracket['series'][number]) => Bracket['series'][number],
): PlanState {
  if (!state.bracket) return state;
  return {
    ...state,
    bracket: {
      ...state.bracket,
      series: state.bracket.series.map((s) => (s.key === key ? change(s) : s)),
    },
  };
}

export type GenerateSchedule = Command<
  'GenerateSchedule',
  {
    leagueId: number;
    /** Contest ids allocated for the matches, at least as many as there will be. */
    contestIds: number[];
    /** A tournament's group count; 1 for a league. */
    groups: number;
    /** Team id → its arena's name, for the home team's venue. */
    arenas: Record<number, string | null>;
  }
>;
export type DrawBracket = Command<
  'DrawBracket',
  { leagueId: number; teamIds: number[] | null; bestOf: number }
>;
export type RecordSeriesResult = Command<
  'RecordSeriesResult',
  { leagueId: number; contestId: number; winnerTeamId: number }
>;
export type ScheduleSeriesGames = Command<
  'ScheduleSeriesGames',
  { leagueId: number; contestIds: number[] }
>;

export type PlanCommand = GenerateSchedule | DrawBracket | RecordSeriesResult | ScheduleSeriesGames;

export function decidePlan(command: PlanCommand, state: PlanState): LeagueScheduleEvent[] {
  const league = state.league;
  if (league.status !== 'created') throw new NotFoundError();
  switch (command.type) {
    case 'GenerateSchedule':
      return generate(command, state, league);
    case 'DrawBracket':
      return draw(command, state, league);
    case 'RecordSeriesResult':
      return recordResult(command, state);
    case 'ScheduleSeriesGames':
      return scheduleGames(command, state);
  }
}

type CreatedLeague = Extract<LeagueState, { status: 'created' }>;

/** How many matches the schedule will have, so the handler can allocate their ids first. */
export function scheduleFor(
  state: PlanState,
  groups: number,
  arenas: Record<number, string | null>,
) {
  const league = state.league;
  if (league.status !== 'created' || !state.startDate) return [];
  return planSchedule({
    teamIds: league.teams.map((team) => team.id),
    rounds: league.rounds as Rounds,
    groups,
    startDate: state.startDate,
    weeksApart: state.weeks ?? 1,
    arenaOf: (teamId) => arenas[teamId] ?? null,
  });
}

function generate(
  { data }: GenerateSchedule,
  state: PlanState,
  league: CreatedLeague,
): LeagueScheduleEvent[] {
  if (league.kind !== 'league' && league.kind !== 'tournament') {
    throw ValidationError.field('kind', 'scheduleKind');
  }
  if (state.generatedMatches > 0) throw ValidationError.field('schedule', 'scheduleExists');
  if (league.teams.length < 2) throw ValidationError.field('teams', 'notEnoughTeams');
  const groups = league.kind === 'tournament' ? data.groups : 1;
  if (!Number.isInteger(groups) || groups < 1 || groups * 2 > league.teams.length) {
    throw ValidationError.field('groups', 'validNumber');
  }
  const matches = scheduleFor(state, groups, data.arenas);
  if (data.contestIds.length < matches.length) throw new Error('too few contest ids allocated');
  return [
    {
      type: 'ScheduleGenerated',
      data: {
        leagueId: league.leagueId,
        contests: matches.map((match, i) => ({
          contestId: data.contestIds[i] as number,
          round: match.week,
          week: match.week,
          group: match.group,
          time: match.time,
          location: match.location,
          firstTeamId: match.firstTeamId,
          secondTeamId: match.secondTeamId,
        })),
      },
    },
  ];
}

function draw(
  { data }: DrawBracket,
  state: PlanState,
  league: CreatedLeague,
): LeagueScheduleEvent[] {
  if (league.kind !== 'play-off' && league.kind !== 'tournament') {
    throw ValidationError.field('kind', 'bracketKind');
  }
  if (state.bracket) throw ValidationError.field('bracket', 'bracketExists');
  const errors: FieldErrors = {};
  if (!(seriesLengths as readonly number[]).includes(data.bestOf)) {
    errors.best_of = [{ key: 'validBestOf' }];
  }
  const teamIds = data.teamIds ?? league.teams.map((team) => team.id);
  if (new Set(teamIds).size !== teamIds.length) errors.team_ids = [{ key: 'duplicates' }];
  else if (teamIds.some((id) => !league.teams.some((team) => team.id === id))) {
    errors.team_ids = [{ key: 'teamNotInLeague' }];
  } else if (teamIds.length < 2) errors.team_ids = [{ key: 'notEnoughTeams' }];
  else if (teamIds.length > league.numberOfTeams)
    errors.team_ids = [{ key: 'teamsMoreThanLeague' }];
  throwIfAny(errors);

  const series = drawBracket(teamIds);
  const events: LeagueScheduleEvent[] = [
    { type: 'BracketDrawn', data: { leagueId: league.leagueId, bestOf: data.bestOf, series } },
  ];
  // A bye: the seeded team is through to the next round at once.
  for (const s of series) {
    if (s.round !== 1 || s.firstTeamId === null || s.secondTeamId !== null) continue;
    events.push({
      type: 'SeriesDecided',
      data: {
        leagueId: league.leagueId,
        seriesKey: s.key,
        winnerTeamId: s.firstTeamId,
        next: nextOf(s, series),
      },
    });
  }
  return events;
}

function recordResult({ data }: RecordSeriesResult, state: PlanState): LeagueScheduleEvent[] {
  const bracket = state.bracket;
  const series = bracket?.series.find((s) => s.games.includes(data.contestId));
  // Not a bracket game, or already counted: nothing to do (a retry, or a corrected result).
  if (!bracket || !series || series.results[data.contestId] !== undefined) return [];
  if (series.winnerTeamId !== null) return [];
  if (data.winnerTeamId !== series.firstTeamId && data.winnerTeamId !== series.secondTeamId) {
    return [];
  }
  const events: LeagueScheduleEvent[] = [
    {
      type: 'SeriesGameDecided',
      data: {
        leagueId: data.leagueId,
        seriesKey: series.key,
        contestId: data.contestId,
        winnerTeamId: data.winnerTeamId,
      },
    },
  ];
  const after = { ...series, results: { ...series.results, [data.contestId]: data.winnerTeamId } };
  const winner = seriesWinner(after, bracket.bestOf);
  if (winner !== null) {
    events.push({
      type: 'SeriesDecided',
      data: {
        leagueId: data.leagueId,
        seriesKey: series.key,
        winnerTeamId: winner,
        next: nextOf(series, bracket.series),
      },
    });
  }
  return events;
}

/**
 * Schedules the next game of every series that has both teams and no open game. Game g of a
 * round-r series is played a week after the one before it, the higher seed at home in odd
 * games; the arena is left to the admin to re-plan.
 */
function scheduleGames({ data }: ScheduleSeriesGames, state: PlanState): SeriesGameScheduled[] {
  const bracket = state.bracket;
  if (!bracket || !state.startDate) return [];
  const awaiting = seriesAwaitingGame(bracket);
  const events: SeriesGameScheduled[] = [];
  awaiting.forEach((series, i) => {
    const contestId = data.contestIds[i];
    if (contestId === undefined || series.firstTeamId === null || series.secondTeamId === null) {
      return;
    }
    const game = series.games.length + 1;
    const [home, away] =
      game % 2 === 1
        ? [series.firstTeamId, series.secondTeamId]
        : [series.secondTeamId, series.firstTeamId];
    const week = (series.round - 1) * bracket.bestOf + game;
    const [dated] = scheduleDates({
      weeks: [{ week, round: series.round, matches: [{ home, away }], bye: null }],
      startDate: state.startDate as string,
      arenaOf: () => null,
    });
    events.push({
      type: 'SeriesGameScheduled',
      data: {
        leagueId: data.leagueId,
        seriesKey: series.key,
        game,
        contest: {
          contestId,
          round: series.round,
          time: dated?.time ?? `${state.startDate}T18:00:00.000Z`,
          location: null,
          firstTeamId: home,
          secondTeamId: away,
        },
      },
    });
  });
  return events;
}

function throwIfAny(errors: FieldErrors): void {
  ValidationError.throwIfAny(errors);
}
