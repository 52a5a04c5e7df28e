import type { ResultCorrected } from '@courtside/events';
import type { ContestState } from './contest';

/** A ResultCorrected among a contest stream's events (which the contest union does not name). */
export function isResultCorrected(event: { type: string }): event is ResultCorrected {
  return event.type === 'ResultCorrected';
}

/** A corrected result is final with its new scores and winner. */
export function applyCorrection(state: ContestState, event: ResultCorrected): ContestState {
  if (state.status === 'absent') return state;
  return { ...state, status: 'finished', scores: event.data.scores, winner: event.data.winner };
}
