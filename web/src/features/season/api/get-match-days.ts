import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Days (YYYY-MM-DD) of one month with public matches: GET /api/events?year&month. */
export function getMatchDays(month: string, signal?: AbortSignal) {
  const [year, monthNumber] = month.split('-');
  return apiRequest<string[]>('/events', {
    signal,
    deferNotice: true,
    params: { year: Number(year), month: Number(monthNumber) },
  });
}

/** The match days of a month (YYYY-MM); marks for the date picker, so no notice on failure. */
export function useMatchDays(month: string) {
  return useQuery({
    queryKey: ['season', 'match-days', month],
    queryFn: ({ signal }) => getMatchDays(month, signal),
    staleTime: 60_000,
  });
}
