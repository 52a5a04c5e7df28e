import type { LeagueStatistics } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getLeagueStatistics(leagueId: number, signal?: AbortSignal) {
  return apiRequest<LeagueStatistics>(`/leagues/${leagueId}/statistics`, {
    signal,
    deferNotice: true,
    quietStatuses: [404],
  });
}

/** Team statistics of a public league: GET /api/leagues/:id/statistics. */
export function useLeagueStatistics(leagueId: number) {
  return useQuery({
    queryKey: ['league', leagueId, 'statistics'],
    queryFn: ({ signal }) => getLeagueStatistics(leagueId, signal),
  });
}
