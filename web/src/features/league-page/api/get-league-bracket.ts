import type { PublicBracket } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under ['league', id] so the live league hook's refetches redraw the bracket too. */
export function useLeagueBracket(leagueId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['league', leagueId, 'bracket'] as const,
    queryFn: ({ signal }) =>
      apiRequest<PublicBracket>(`/leagues/${leagueId}/bracket`, { signal, deferNotice: true }),
    enabled,
  });
}
