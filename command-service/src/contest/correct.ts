import {
  emptyScores,
  finalPointsLimits,
  isValidPeriodScore,
  outcome,
  outcomeOfPoints,
  sameScores,
  scoreFields,
  type ResultCorrected,
  type FinalPoints,
  type ResultEntered,
  type Scores,
} from '@courtside/events';
import type { Command } from '../core/decider';
import { ValidationError, type FieldErrors } from '../core/errors';
import type { ContestDetails } from './contest';

export type CorrectResult = Command<
  'CorrectResult',
  {
    contestId: number;
    scores: Scores;
    reason: string;
    /** A data provider's final points, for a result without periods (`scores` then empty). */
    final?: FinalPoints;
  }
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
  if (data.final) {
    for (const side of ['first', 'second'] as const) {
      const points = data.final[side];
      const valid =
        Number.isInteger(points) &&
        points >= finalPointsLimits.min &&
        points <= finalPointsLimits.max;
      if (!valid) errors[`final.${side}`] = [{ key: 'validNumber' }];
    }
  }
  ValidationError.throwIfAny(errors);
  // Final points stand for the whole match: the periods stay empty.
  const scores = data.final ? emptyScores() : { ...data.scores };
  const final = data.final ? { ...data.final } : undefined;
  const result = final ? outcomeOfPoints(final) : outcome(scores);
  if (!result) throw ValidationError.field('winner', 'noWinner');
  if (state.status !== 'finished' || !state.scores || !state.winner) {
    return [
      {
        type: 'ResultEntered',
        data: {
          contestId: state.contestId,
          leagueId: state.leagueId,
          scores,
          ...result,
          reason: data.reason,
          ...(final ? { final } : {}),
        },
      },
    ];
  }
  const current = { scores: state.scores, final: state.final ?? undefined };
  if (sameResult(current, { scores, final })) return [];
  const previousOutcome = current.final ? outcomeOfPoints(current.final) : outcome(current.scores);
  return [
    {
      type: 'ResultCorrected',
      data: {
        contestId: state.contestId,
        leagueId: state.leagueId,
        previous: {
          scores: { ...current.scores },
          winner: state.winner,
          forfeit: previousOutcome?.forfeit ?? false,
          ...(current.final ? { final: { ...current.final } } : {}),
        },
        scores,
        ...result,
        reason: data.reason,
        ...(final ? { final } : {}),
      },
    },
  ];
}

type Result = { scores: Scores; final?: FinalPoints };

/** The same periods, or the same final points when the result has them. */
function sameResult(a: Result, b: Result): boolean {
  if (a.final || b.final) {
    return a.final?.first === b.final?.first && a.final?.second === b.final?.second;
  }
  return sameScores(a.scores, b.scores);
}
