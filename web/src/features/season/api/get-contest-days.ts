import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Days (YYYY-MM-DD) of one month with public contests: GET /api/events?year&month. */
export function getContestDays(month: string, signal?: AbortSignal) {
  const [year, monthNumber] = month.split('-');
  return apiRequest<string[]>('/events', {
    signal,
    deferNotice: true,
    params: { year: Number(year), month: Number(monthNumber) },
  });
}

/** The contest days of a month (YYYY-MM); marks for the date picker, so no notice on failure. */
export function useContestDays(month: string) {
  return useQuery({
    queryKey: ['season', 'contest-days', month],
    queryFn: ({ signal }) => getContestDays(month, signal),
    staleTime: 60_000,
  });
}
