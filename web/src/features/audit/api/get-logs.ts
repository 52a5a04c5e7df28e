import type { AuditEntry, Paginated } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

/** The filters of GET /api/logs; empty means "any". Days are YYYY-MM-DD (UTC). */
export interface LogFilters {
  user: string;
  model: string;
  event: string;
  from: string;
  to: string;
}

export const logsKey = ['admin', 'logs'] as const;

export function getLogs(filters: LogFilters, page: number, signal?: AbortSignal) {
  return apiRequest<Paginated<AuditEntry>>('/logs', {
    signal,
    deferNotice: true,
    params: {
      user: filters.user || undefined,
      model: filters.model || undefined,
      event: filters.event || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page,
      per_page: DEFAULT_PAGE_SIZE,
    },
  });
}

/** One page of the audit log, newest first; the previous page stays on screen while paging. */
export function useLogs(filters: LogFilters, page: number) {
  return useQuery({
    queryKey: [...logsKey, filters, page],
    queryFn: ({ signal }) => getLogs(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}
