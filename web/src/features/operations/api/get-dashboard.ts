import type { Dashboard } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKey = ['admin', 'dashboard'] as const;

export function getDashboard(signal?: AbortSignal) {
  return apiRequest<Dashboard>('/admin/dashboard', { signal, deferNotice: true });
}

/**
 * The operations dashboard. Pushes keep it current; the minute refetch only moves contests
 * whose score window closed meanwhile into "overdue", which no change notice announces.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
  });
}
