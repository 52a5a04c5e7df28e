import type { SeasonInfo } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/season?date&filter: the day's season (or the one asked for) and its categories. */
export function getSeason(day: string, season: string | undefined, signal?: AbortSignal) {
  return apiRequest<SeasonInfo>('/season', {
    signal,
    deferNotice: true,
    params: { date: day, filter: season },
  });
}

export function useSeason(day: string, season?: string) {
  return useQuery({
    queryKey: ['season', day, season ?? null],
    queryFn: ({ signal }) => getSeason(day, season, signal),
    staleTime: 5 * 60_000,
  });
}
