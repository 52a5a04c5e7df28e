import {
  isValidPeriodScore,
  outcome,
  sameScores,
  scoreFields,
  type ResultCorrected,
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
 * An administrator's correction of a finished contest, at any time after it (the officials' own
 * corrections end with the five-hour window): the new result must have a winner; the event
 * keeps the result it replaces and the reason.
 */
export function correctResult({ data }: CorrectResult, state: ContestDetails): ResultCorrected[] {
  if (state.status !== 'finished' || !state.scores || !state.winner) {
    throw ValidationError.field('status', 'correctionNotFinished');
  }
  const errors: FieldErrors = {};
  for (const field of scoreFields) {
    if (!isValidPeriodScore(data.scores[field])) errors[field] = [{ key: 'validNumber' }];
  }
  ValidationError.throwIfAny(errors);
  const result = outcome(data.scores);
  if (!result) throw ValidationError.field('winner', 'noWinner');
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
