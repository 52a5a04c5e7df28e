import type { PublicContest } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contestKey = (id: number) => ['official', 'contest', id] as const;

export function getContest(id: number, signal?: AbortSignal) {
  return apiRequest<PublicContest>(`/contests/${id}`, { signal, deferNotice: true });
}

export function useContest(id: number) {
  return useQuery({
    queryKey: contestKey(id),
    enabled: id > 0,
    queryFn: ({ signal }) => getContest(id, signal),
    // The score form owns its values once loaded; a background refetch must not reset them.
    staleTime: Infinity,
    // Dropped when the screen closes, so coming back loads the revision afresh.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
