import type { CommandAccepted, Scores } from '@courtside/events';
import { useMutation } from '@tanstack/react-query';
import * as yup from 'yup';
import { SCORE_WRITE_TIMEOUT_MS } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { parsePeriod, type ScoreSheet } from '../utils/score-sheet';

const period = yup
  .string()
  .defined()
  .test('period', 'validation.period', (value) => parsePeriod(value ?? '') !== 'invalid');

/** Each field blank or a whole number 0–250; messages are translation keys. */
export const scoreSheetSchema: yup.ObjectSchema<ScoreSheet> = yup.object({
  A1: period,
  A2: period,
  A3: period,
  A4: period,
  A_extra: period,
  B1: period,
  B2: period,
  B3: period,
  B4: period,
  B_extra: period,
});

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
