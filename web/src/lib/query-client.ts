import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES } from '../config/constants';
import { isApiRequestError } from './api-errors';
import { cyrillicNamesKey } from './cyrillic-names-key';
import { notifyError } from './notify';

/** Retrying helps only when nothing or a server fault came back; a 4xx will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (!isApiRequestError(error)) return false;
  return error.kind !== 'http' || error.status >= 500;
}

export const queryClient: QueryClient = new QueryClient({
  // One red notice per failed load, after the retries, not one per attempt.
  queryCache: new QueryCache({
    onError(error) {
      if (isApiRequestError(error) && error.noticePending) notifyError(error.message);
    },
  }),
  // Any save may give a record a new Cyrillic form (or rename one that has one): the Cyrillic
  // interface reads the forms again rather than show the old one until they go stale.
  mutationCache: new MutationCache({
    onSuccess: (): Promise<void> => queryClient.invalidateQueries({ queryKey: cyrillicNamesKey }),
  }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      gcTime: QUERY_GC_MS,
      // Live screens get pushes; a short staleness keeps tab switches from refetching.
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
});
