import type { CommandAccepted } from '@courtside/events';
import { useMutation } from '@tanstack/react-query';
import { SCORE_WRITE_TIMEOUT_MS } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

export interface FinishInput {
  contestId: number;
  expectedRevision: number;
  idempotencyKey: string;
}

export function finishContest({ contestId, expectedRevision, idempotencyKey }: FinishInput) {
  return apiRequest<CommandAccepted>(`/contests/${contestId}/finish`, {
    method: 'POST',
    body: { expected_revision: expectedRevision },
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: SCORE_WRITE_TIMEOUT_MS,
    quietStatuses: [409, 422],
  });
}

export function useFinishContest() {
  return useMutation({ mutationFn: finishContest });
}
