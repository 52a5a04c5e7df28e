import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RepresentativeAnswer } from '../stores/representative-store';
import { videoZoneLoginPath } from '../utils/guard-decision';

export const representativeKey = ['representative', 'user'] as const;

/**
 * GET /api/video-zone/user; a 401, or a 403 for an account of another kind, is the guard's to
 * explain (it goes to the login).
 */
export function getRepresentative(signal?: AbortSignal) {
  return apiRequest<RepresentativeAnswer>('/video-zone/user', {
    deferNotice: true,
    signal,
    redirectUrl: videoZoneLoginPath,
    quietStatuses: [401, 403],
  });
}

/** The guard reloads the representative on every entry (spec §2), never from cache. */
export function useRepresentative() {
  return useQuery({
    queryKey: representativeKey,
    queryFn: ({ signal }) => getRepresentative(signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
