import type { ContestEvent, ContestRescheduled, Scores, Winner } from '@courtside/events';
import { assertNever } from '../core/decider';
import { applyCorrection, isResultCorrected } from './correct-state';

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
