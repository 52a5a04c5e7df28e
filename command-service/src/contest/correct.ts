import {
  correctResultSchema,
  isValidPeriodScore,
  outcome,
  sameScores,
  scoreFields,
  streams,
  type ContestEvent,
  type CorrectResultInput,
  type ResultCorrected,
  type Scores,
} from '@courtside/events';
import type { Command, Decider } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';
import { evolve, initialState, type ContestState } from './contest';

export type CorrectResult = Command<
  'CorrectResult',
  { contestId: number; scores: Scores; reason: string }
>;

/**
 * An administrator's correction of a finished match, at any time after it (the officials' own
 * corrections end with the five-hour window): the new result must have a winner; the event
 * keeps the result it replaces and the reason.
 */
export function correctResult({ data }: CorrectResult, state: ContestState): ResultCorrected[] {
  if (state.status === 'absent') throw new NotFoundError();
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

/** The contest aggregate deciding a correction; its fold is the contest's own. */
export const correctionDecider: Decider<
  CorrectResult,
  ContestState,
  ContestEvent | ResultCorrected
> = {
  decide: correctResult,
  // contest.ts folds ResultCorrected itself (see correct-state.ts).
  evolve: (state, event) => evolve(state, event as ContestEvent),
  initialState,
};

/** Replaces a finished match's result; answers the stream's revision after it. */
export async function correctContestResult(
  deps: CommandDeps,
  contestId: number,
  input: CorrectResultInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const {
    expected_revision: expectedRevision,
    reason,
    ...rest
  } = parseInput(correctResultSchema, input);
  const scores: Scores = rest;
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.contest(id),
    correctionDecider,
    { type: 'CorrectResult', data: { contestId: id, scores, reason }, metadata: { now } },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision,
      idempotencyKey: meta.idempotencyKey,
    },
  );
}
