import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAnswer } from '../stores/profile-store';

/** Either the authenticator's six digits or one recovery code. */
export type ChallengeInput = { code: string } | { recovery_code: string };

/** POST /api/two-factor-challenge: finishes a sign-in that owed the code. */
export function answerChallenge(input: ChallengeInput) {
  return apiRequest<AdminAnswer>('/two-factor-challenge', {
    method: 'POST',
    body: input,
    // Wrong codes and the pause after too many are shown in the dialog.
    quietStatuses: [422, 429],
  });
}

export function useTwoFactorChallenge() {
  return useMutation({ mutationFn: answerChallenge });
}
