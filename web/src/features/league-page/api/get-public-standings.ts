import type { PublicStandings } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const standingsKey = (leagueId: number) => ['league', leagueId, 'standings'] as const;

export function getPublicStandings(leagueId: number, signal?: AbortSignal) {
  return apiRequest<PublicStandings>(`/leagues/${leagueId}/public-standings`, {
    signal,
    deferNotice: true,
  });
}

export function usePublicStandings(leagueId: number) {
  return useQuery({
    queryKey: standingsKey(leagueId),
    queryFn: ({ signal }) => getPublicStandings(leagueId, signal),
  });
}
