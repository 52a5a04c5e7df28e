import type { PublicContest } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getOfficialContests(day: string, signal?: AbortSignal) {
  return apiRequest<{ data: PublicContest[] }>('/officials/contests', {
    deferNotice: true,
    params: { date: day },
    signal,
  });
}

export function useOfficialContests(day: string) {
  return useQuery({
    queryKey: ['official', 'contests', day],
    queryFn: ({ signal }) => getOfficialContests(day, signal),
  });
}
