import type { LeagueScheduleEvent } from '@courtside/events';
import { assertNever } from '../core/decider';
import type { Bracket } from './bracket';
import { initialState as initialLeague, type LeagueState } from './league';

/** The league with its schedule and bracket: what generating and advancing need. */
export interface PlanState {
  league: LeagueState;
  startDate: string | null;
  weeks: number | null;
  /** Contests the generated schedule put on the calendar; 0 before it was generated. */
  generatedContests: number;
  bracket: Bracket | null;
}

export const initialPlan = (): PlanState => ({
  league: initialLeague(),
  startDate: null,
  weeks: null,
  generatedContests: 0,
  bracket: null,
});

/** Folds the schedule and the bracket; the league decider (decide.ts) calls it. */
export function evolveSchedule(state: PlanState, event: LeagueScheduleEvent): PlanState {
  switch (event.type) {
    case 'ScheduleGenerated':
      return { ...state, generatedContests: event.data.contests.length };
    case 'BracketDrawn':
      return {
        ...state,
        bracket: {
          bestOf: event.data.bestOf,
          series: event.data.series.map((s) => ({
            ...s,
            contests: [],
            results: {},
            winnerTeamId: null,
          })),
        },
      };
    case 'SeriesGameScheduled': {
      const { seriesKey, contest } = event.data;
      return withSeries(state, seriesKey, (s) => ({
        ...s,
        contests: [...s.contests, contest.contestId],
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

/** The league state once it exists: the only one a plan command may act on. */
export type CreatedLeague = Extract<LeagueState, { status: 'created' }>;
