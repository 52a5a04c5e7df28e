import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One row of GET /api/admin/dead-letters. */
export interface DeadLetter {
  id: string;
  destination: 'scoreboard' | 'workflow';
  kind: 'match' | 'roster';
  league_id: number;
  league_name: string | null;
  match_id: number | null;
  idempotency_key: string;
  attempts: number;
  /** The failure in English, as letters from before failure codes only have it. */
  last_error: string;
  /** The failure as a code worded by `deadLetters.error.<code>`; null on old letters. */
  last_error_code: string | null;
  last_error_params: Record<string, string | number>;
  failed_at: string;
  /** A newer version went to the same address since: it can only be discarded. */
  superseded: boolean;
}

const deadLettersKey = ['admin', 'dead-letters'] as const;

export function useDeadLetters() {
  return useQuery({
    queryKey: deadLettersKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: DeadLetter[] }>('/admin/dead-letters', { signal, deferNotice: true }),
    // A retried letter that fails again comes back by itself within seconds: keep the list true.
    refetchInterval: 5_000,
  });
}

/** Retries (sends again) or discards one dead letter; the list refreshes either way. */
export function useDeadLetterAction(done: { retry: string; discard: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'discard' }) =>
      action === 'retry'
        ? apiRequest<void>(`/admin/dead-letters/${id}/retry`, {
            method: 'POST',
            successMessage: done.retry,
          })
        : apiRequest<void>(`/admin/dead-letters/${id}`, {
            method: 'DELETE',
            successMessage: done.discard,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadLettersKey }),
  });
}
