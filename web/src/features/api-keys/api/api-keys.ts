import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Paginated,
  PublicLeagueSummary,
  ApiKey,
  ApiKeyScope,
  CreatedApiKey,
} from '@courtside/events';
import { DEFAULT_PAGE_SIZE } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';

export type { ApiKey, CreatedApiKey };

export interface ApiKeyInput {
  name: string;
  league_ids: number[];
  /** Issue 11: 'recordings' lets a recording service upload match videos. */
  scopes: ApiKeyScope[];
}

export const apiKeysKey = ['admin', 'api-keys'] as const;

export function useApiKeys(page: number) {
  return useQuery({
    queryKey: [...apiKeysKey, page],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<ApiKey>>('/api-keys', {
        signal,
        deferNotice: true,
        params: { page, per_page: DEFAULT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The leagues a key can be tied to (the published ones, up to 100). */
export function useLeagueOptions() {
  return useQuery({
    queryKey: ['api-keys', 'league-options'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<PublicLeagueSummary>>('/leagues', {
        signal,
        deferNotice: true,
        params: { per_page: 100 },
      }),
  });
}

export function useCreateApiKey(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) =>
      apiRequest<CreatedApiKey>('/api-keys', {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useUpdateApiKey(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ApiKeyInput }) =>
      apiRequest<ApiKey>(`/api-keys/${id}`, {
        method: 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/api-keys/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
