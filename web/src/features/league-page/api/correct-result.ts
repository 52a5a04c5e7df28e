import type { CommandAccepted, PublicContest, ScoreField } from '@courtside/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leagueKeys } from './league-keys';

/** Body of POST /api/admin/contests/:id/correction. */
export type CorrectionInput = Record<ScoreField, number | null> & { reason: string };

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
