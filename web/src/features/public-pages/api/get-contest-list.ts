import type { Paginated, PublicContest } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Leagues and teams the contest filters offer (public ones only). */
export interface ContestListOptions {
  leagues: { id: number; name: string }[];
  teams: { id: number; name: string }[];
}

/** GET /api/contests: public matches by league, team, day range and status, 10 a page. */
export function getContestList(filter: Record<string, string>, signal?: AbortSignal) {
  return apiRequest<Paginated<PublicContest>>('/contests', {
    params: { ...filter },
    signal,
    deferNotice: true,
  });
}

/** Asks only when the filters pass the shared schema (`enabled`). */
export function useContestList(filter: Record<string, string>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['contest-list', filter],
    queryFn: ({ signal }) => getContestList(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContestListOptions() {
  return useQuery({
    queryKey: ['contest-list-options'],
    queryFn: ({ signal }) =>
      apiRequest<ContestListOptions>('/contests-filters', { signal, deferNotice: true }),
  });
}
