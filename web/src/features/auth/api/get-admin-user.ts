import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAnswer } from '../stores/profile-store';

export const adminUserKey = ['admin', 'user'] as const;

/** GET /api/admin/user; a 401 signs out and goes to the root (the api client does it). */
export function getAdminUser(signal?: AbortSignal) {
  return apiRequest<AdminAnswer>('/admin/user', {
    signal,
    // The guard decides where a failure leads; a notice would only repeat it.
    quietStatuses: [401, 403],
    deferNotice: true,
  });
}

/** The guard reloads the admin user on entry and on every navigation (spec §2). */
export function useAdminUser(enabled: boolean) {
  return useQuery({
    queryKey: adminUserKey,
    queryFn: ({ signal }) => getAdminUser(signal),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
