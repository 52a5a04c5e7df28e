import {
  recordScoresSchema,
  scoreFields,
  type CommandAccepted,
  type ScoreField,
  type Scores,
} from '@courtside/events';
import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { SCORE_WRITE_TIMEOUT_MS } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { parsePeriod, type ScoreSheet } from '../utils/score-sheet';

/**
 * One period as typed: text the box can read as a number, which the score command's own rule
 * for that field (@courtside/events) then accepts. The message is a translation key.
 */
const period = (field: ScoreField) => {
  const rule = recordScoresSchema.pick([field]);
  return yup
    .string()
    .defined()
    .test('period', 'validation.period', (value) => {
      const points = parsePeriod(value ?? '');
      return points !== 'invalid' && rule.isValidSync({ [field]: points });
    });
};

/** Each field blank or a whole number the score command accepts (0–250). */
export const scoreSheetSchema: yup.ObjectSchema<ScoreSheet> = yup.object(
  Object.fromEntries(scoreFields.map((field) => [field, period(field)])) as Record<
    ScoreField,
    ReturnType<typeof period>
  >,
);

export interface SaveScoreInput {
  contestId: number;
  scores: Scores;
  expectedRevision: number;
  /** Same key for a retry of the same attempt, so the server stores it only once. */
  idempotencyKey: string;
}

export function saveScore({ contestId, scores, expectedRevision, idempotencyKey }: SaveScoreInput) {
  return apiRequest<CommandAccepted>(`/contests/${contestId}/score`, {
    method: 'PUT',
    body: { ...scores, expected_revision: expectedRevision },
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: SCORE_WRITE_TIMEOUT_MS,
    // The screen explains conflicts and rule violations next to the form.
    quietStatuses: [409, 422],
  });
}

export function useSaveScore() {
  return useMutation({ mutationFn: saveScore });
}
