import type { LeagueStandingsAsOf } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { leagueKeys } from './league-keys';

export function getLeagueStandings(leagueId: number, round: number | null, signal?: AbortSignal) {
  const query = round === null ? '' : `?round=${round}`;
  return apiRequest<LeagueStandingsAsOf>(`/leagues/${leagueId}/standings${query}`, {
    signal,
    deferNotice: true,
  });
}

/** The table live (round null) or as it stood once a round was in. */
export function useLeagueStandings(leagueId: number, round: number | null) {
  return useQuery({
    queryKey: leagueKeys.standingsAsOf(leagueId, round),
    queryFn: ({ signal }) => getLeagueStandings(leagueId, round, signal),
    // Switching rounds keeps the previous table on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Download addresses of a public league's exports. */
export const exportLinks = (leagueId: number, round: number | null) => ({
  standingsCsv: `${API_PREFIX}/leagues/${leagueId}/standings.csv${round === null ? '' : `?round=${round}`}`,
  scheduleCsv: `${API_PREFIX}/leagues/${leagueId}/schedule.csv`,
  scheduleIcs: `${API_PREFIX}/leagues/${leagueId}/schedule.ics`,
});
