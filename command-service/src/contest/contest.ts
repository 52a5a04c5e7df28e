import { total, type ContestEvent, type ContestRescheduled, type Scores } from '@courtside/events';
import { assertNever } from '../core/decider';
import { applyCorrection, isResultCorrected } from './correct-state';

export type Winner = 'first_team' | 'second_team';

export interface ContestDetails {
  status: 'scheduled' | 'in_progress' | 'finished' | 'postponed' | 'cancelled';
  contestId: number;
  leagueId: number;
  /** ISO-8601 start time, UTC. */
  time: string;
  location: string | null;
  firstTeamId: number;
  secondTeamId: number;
  scores: Scores | null;
  winner: Winner | null;
}

export type ContestState = { status: 'absent' } | ContestDetails;

export const initialState = (): ContestState => ({ status: 'absent' });

/** Every event a contest stream holds. */
export type ContestStreamEvent = ContestEvent | ContestRescheduled;

export function evolve(state: ContestState, event: ContestStreamEvent): ContestState {
  // Who serves the match is folded by league/officials.ts; no rule here depends on it.
  if ((event as { type: string }).type === 'ContestOfficialsAssigned') return state;
  // An administrator's correction (correct.ts); not one of the contest union's events.
  if (isResultCorrected(event)) return applyCorrection(state, event);
  switch (event.type) {
    case 'ContestScheduled':
      return {
        status: 'scheduled',
        contestId: event.data.contestId,
        leagueId: event.data.leagueId,
        time: event.data.time,
        location: event.data.location,
        firstTeamId: event.data.firstTeamId,
        secondTeamId: event.data.secondTeamId,
        scores: null,
        winner: null,
      };
    case 'ScoreRecorded':
      // A correction of a finished result is followed by a new ContestFinished right away.
      return state.status === 'absent'
        ? state
        : { ...state, status: 'in_progress', scores: event.data.scores, winner: null };
    case 'ContestFinished':
      return state.status === 'absent'
        ? state
        : { ...state, status: 'finished', scores: event.data.scores, winner: event.data.winner };
    case 'ContestPostponed':
      return state.status === 'absent' ? state : { ...state, status: 'postponed' };
    case 'ContestCancelled':
      return state.status === 'absent' ? state : { ...state, status: 'cancelled' };
    case 'ContestRescheduled':
      if (state.status === 'absent') return state;
      // A postponed match with a new time is on again.
      return {
        ...state,
        time: event.data.time,
        location: event.data.location,
        status: state.status === 'postponed' ? 'scheduled' : state.status,
      };
    default:
      return assertNever(event);
  }
}

/** Period scores a contest may hold (one period of a real game never comes close). */
export const scoreLimits = { min: 0, max: 250 } as const;

/** How long after the start officials may enter or correct scores (spec: five hours). */
export const scoreWindowMs = 5 * 60 * 60 * 1000;

/** The winner on totals and whether it was a forfeit (20–0 either way); null on a tie. */
export function outcome(scores: Scores): { winner: Winner; forfeit: boolean } | null {
  const first = total(scores, 'A');
  const second = total(scores, 'B');
  if (first === second) return null;
  const forfeit = (first === 20 && second === 0) || (first === 0 && second === 20);
  return { winner: first > second ? 'first_team' : 'second_team', forfeit };
}
