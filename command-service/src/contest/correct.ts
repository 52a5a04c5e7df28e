import {
  isValidPeriodScore,
  outcome,
  sameScores,
  scoreFields,
  type ResultCorrected,
  type ResultEntered,
  type Scores,
} from '@courtside/events';
import type { Command } from '../core/decider';
import { ValidationError, type FieldErrors } from '../core/errors';
import type { ContestDetails } from './contest';

export type CorrectResult = Command<
  'CorrectResult',
  { contestId: number; scores: Scores; reason: string }
>;

/**
 * An administrator's result, at any time (the officials' five-hour window binds officials
 * only): a finished contest gets its result corrected, one that has started but was never
 * finished gets its result entered after the fact. Either way the new result must have a
 * winner and the event keeps the reason; a correction also keeps the result it replaces.
 */
export function correctResult(
  { data, metadata }: CorrectResult,
  state: ContestDetails,
): Array<ResultCorrected | ResultEntered> {
  if (state.status === 'postponed' || state.status === 'cancelled') {
    throw ValidationError.field('status', 'contestClosed');
  }
  // A result belongs to a match that was played: one still to come has none to enter.
  if (Date.parse(metadata.now) < Date.parse(state.time)) {
    throw ValidationError.field('status', 'resultNotStarted');
  }
  const errors: FieldErrors = {};
  for (const field of scoreFields) {
    if (!isValidPeriodScore(data.scores[field])) errors[field] = [{ key: 'validNumber' }];
  }
  ValidationError.throwIfAny(errors);
  const result = outcome(data.scores);
  if (!result) throw ValidationError.field('winner', 'noWinner');
  if (state.status !== 'finished' || !state.scores || !state.winner) {
    return [
      {
        type: 'ResultEntered',
        data: {
          contestId: state.contestId,
          leagueId: state.leagueId,
          scores: { ...data.scores },
          ...result,
          reason: data.reason,
        },
      },
    ];
  }
  const current = state.scores;
  if (sameScores(current, data.scores)) return [];
  const previousOutcome = outcome(current);
  return [
    {
      type: 'ResultCorrected',
      data: {
        contestId: state.contestId,
        leagueId: state.leagueId,
        previous: {
          scores: { ...current },
          winner: state.winner,
          forfeit: previousOutcome?.forfeit ?? false,
        },
        scores: { ...data.scores },
        ...result,
        reason: data.reason,
      },
    },
  ];
}
