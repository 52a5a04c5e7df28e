import type { PublicStandings } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leagueKeys } from './league-keys';

export function getPublicStandings(leagueId: number, signal?: AbortSignal) {
  return apiRequest<PublicStandings>(`/leagues/${leagueId}/public-standings`, {
    signal,
    deferNotice: true,
  });
}

export function usePublicStandings(leagueId: number) {
  return useQuery({
    queryKey: leagueKeys.standings(leagueId),
    queryFn: ({ signal }) => getPublicStandings(leagueId, signal),
  });
}
