import type { PublicStandingsTable } from '@courtside/events';
import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepNewerTable } from '../../../lib/live-sync';
import { leagueKeys } from './league-keys';

/**
 * The live table alone (GET /leagues/:id/public-table): the screens that show it take the
 * schedule from public-schedule, so the spec's public-standings, which carries it too, would
 * send it twice.
 */
export function getPublicStandings(leagueId: number, signal?: AbortSignal) {
  return apiRequest<PublicStandingsTable>(`/leagues/${leagueId}/public-table`, {
    signal,
    deferNotice: true,
  });
}

export function usePublicStandings(leagueId: number) {
  return useQuery({
    queryKey: leagueKeys.standings(leagueId),
    queryFn: ({ signal }) => getPublicStandings(leagueId, signal),
    // A slower answer never undoes a newer push on screen.
    structuralSharing: (shown: unknown, loaded: unknown) =>
      replaceEqualDeep(
        shown,
        keepNewerTable(shown as PublicStandingsTable | undefined, loaded as PublicStandingsTable),
      ),
  });
}
