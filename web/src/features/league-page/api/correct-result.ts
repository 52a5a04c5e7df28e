import {
  correctResultSchema,
  type CommandAccepted,
  type PublicContest,
  type ScoreField,
} from '@courtside/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FormTexts } from '../../../lib/command-form';
import { leagueKeys } from './league-keys';

/** Body of POST /api/admin/contests/:id/correction. */
export type CorrectionInput = Record<ScoreField, number | null> & { reason: string };

/** The correction form: the correction command's schema, less the revision the form never has. */
export const correctionSchema = correctResultSchema.omit(['expected_revision']);
/** What the form shows for each message the schema may answer. */
export const correctionTexts: FormTexts = {
  validNumber: 'validation.period',
  scoreRange: 'validation.period',
  required: 'validation.required',
  // The reason box sends text, so its only other failure is its length.
  invalid: 'standingsArea.correction.reasonLong',
};

/** An administrator replaces a finished contest's result; the league's views refetch after it. */
export function useCorrectResult(contest: PublicContest, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionInput) =>
      apiRequest<CommandAccepted>(`/admin/contests/${contest.id}/correction`, {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all(contest.league_id) }),
  });
}
