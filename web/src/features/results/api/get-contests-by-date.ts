import type { PublicContest } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dayPath } from '../../../lib/dates';

export interface ContestsByDate {
  data: PublicContest[];
  date: string;
}

export function getContestsByDate(day: string, signal?: AbortSignal): Promise<ContestsByDate> {
  return apiRequest<ContestsByDate>(`/leagues/${dayPath(day)}/contests`, { signal });
}

export function useContestsByDate(day: string) {
  return useQuery({
    queryKey: ['contests-by-date', day],
    queryFn: ({ signal }) => getContestsByDate(day, signal),
  });
}
