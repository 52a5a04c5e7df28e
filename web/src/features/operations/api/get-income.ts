import type { IncomeReport } from '@courtside/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

/** Filters of GET /api/admin/income; days are YYYY-MM-DD (UTC), empty ids mean "all". */
export interface IncomeFilters {
  from: string;
  to: string;
  league_id: string;
  official_id: string;
}

function params(filters: IncomeFilters) {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    league_id: filters.league_id || undefined,
    official_id: filters.official_id || undefined,
  };
}

export function getIncome(filters: IncomeFilters, signal?: AbortSignal) {
  return apiRequest<IncomeReport>('/admin/income', {
    signal,
    deferNotice: true,
    params: params(filters),
  });
}

/** The report for the filters; `enabled` false while the range itself is not valid. */
export function useIncome(filters: IncomeFilters, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'income', filters],
    queryFn: ({ signal }) => getIncome(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The same report as a CSV download (the browser sends the session cookie). */
export function incomeCsvUrl(filters: IncomeFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params(filters))) {
    if (value !== undefined) search.set(key, value);
  }
  return `${API_PREFIX}/admin/income.csv?${search.toString()}`;
}
