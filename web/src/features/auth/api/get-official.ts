import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OfficialSession } from '../stores/official-store';

export const officialKey = ['official', 'user'] as const;

/**
 * A 401 here signs the official out and sends them to `redirectUrl` (the api client does it); a
 * 403 (signed in as another kind) is the guard's to explain.
 */
export function getOfficial(redirectUrl: string, signal?: AbortSignal) {
  return apiRequest<OfficialSession>('/officials/user', {
    deferNotice: true,
    signal,
    redirectUrl,
    quietStatuses: [401, 403],
  });
}

/** The guard reloads the official on entering the area (spec §2), never from cache. */
export function useOfficial(redirectUrl: string) {
  return useQuery({
    queryKey: officialKey,
    queryFn: ({ signal }) => getOfficial(redirectUrl, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
