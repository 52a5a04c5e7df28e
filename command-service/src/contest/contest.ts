import type {
  ContestOfficialsAssigned,
  ContestStreamEvent,
  FinalPoints,
  Scores,
  Winner,
} from '@courtside/events';
import { assertNever } from '../core/decider';

export type { ContestStreamEvent } from '@courtside/events';

/** A contest's crew as "accountId|role" entries. */
export type Crew = ContestOfficialsAssigned['data']['officials'];

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
  /** A data provider's final points, for a result without periods (scores then all empty). */
  final: FinalPoints | null;
  /** Who serves the contest, in a canonical order (crewKey), so the same crew compares equal. */
  crew: string;
}

export type ContestState = { status: 'absent' } | ContestDetails;

export const initialState = (): ContestState => ({ status: 'absent' });

/** A crew in a canonical order, so "the same people in the same roles" compares equal. */
export function crewKey(officials: Crew): string {
  return JSON.stringify(
    officials
      .map((official) => `${official.accountId}|${official.role}`)
      .sort((a, b) => a.localeCompare(b)),
  );
}

/** Folds every event of a contest stream; the one fold behind every contest decision. */
export function evolve(state: ContestState, event: ContestStreamEvent): ContestState {
  if (event.type === 'ContestScheduled') {
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
      final: null,
      crew: crewKey([]),
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'ScoreRecorded':
      // A correction of a finished result is followed by a new ContestFinished right away.
      return {
        ...state,
        status: 'in_progress',
        scores: event.data.scores,
        winner: null,
        final: null,
      };
    case 'ContestFinished':
      return {
        ...state,
        status: 'finished',
        scores: event.data.scores,
        winner: event.data.winner,
        final: null,
      };
    // An administrator's correction or late entry: final, with its new scores and winner.
    case 'ResultCorrected':
    case 'ResultEntered':
      return {
        ...state,
        status: 'finished',
        scores: event.data.scores,
        winner: event.data.winner,
        final: event.data.final ?? null,
      };
    case 'ContestPostponed':
      return { ...state, status: 'postponed' };
    case 'ContestCancelled':
      return { ...state, status: 'cancelled' };
    case 'ContestRescheduled':
      // A postponed contest with a new time is on again.
      return {
        ...state,
        time: event.data.time,
        location: event.data.location,
        status: state.status === 'postponed' ? 'scheduled' : state.status,
      };
    case 'ContestOfficialsAssigned':
      return { ...state, crew: crewKey(event.data.officials) };
    default:
      return assertNever(event);
  }
}
