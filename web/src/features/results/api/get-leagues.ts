import type { Paginated, PublicLeagueSummary } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

export function getLeagues(page: number, perPage: number, signal?: AbortSignal) {
  return apiRequest<Paginated<PublicLeagueSummary>>('/leagues', {
    params: { page, per_page: perPage },
    signal,
    deferNotice: true,
  });
}

export function useLeagues(page: number, perPage = DEFAULT_PAGE_SIZE) {
  return useQuery({
    queryKey: ['leagues', { page, perPage }],
    queryFn: ({ signal }) => getLeagues(page, perPage, signal),
    // Keeps the current page on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}
