import type { PublicBracket } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leagueKeys } from './league-keys';

/** Contest pushes make it stale (a series' wins); the league room hook refetches it. */
export function useLeagueBracket(leagueId: number, enabled: boolean) {
  return useQuery({
    queryKey: leagueKeys.bracket(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<PublicBracket>(`/leagues/${leagueId}/bracket`, { signal, deferNotice: true }),
    enabled,
  });
}
