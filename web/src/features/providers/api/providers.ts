import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ProviderName = 'genius-sports' | 'atrium';

/** A row of a provider's hierarchy. */
export interface ProviderItem {
  id: string;
  name: string;
  detail: string | null;
}

export interface ProviderTeam {
  externalId: string;
  name: string;
  code: string | null;
}

export interface ProviderFixture {
  externalId: string;
  round: number;
  time: string;
  venue: string | null;
  homeTeamId: string;
  awayTeamId: string;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
}

export interface ProviderSeason {
  name: string;
  teams: ProviderTeam[];
  fixtures: ProviderFixture[];
}

export type ChangeState = 'new' | 'changed' | 'unchanged';

export interface ImportPlan {
  id: number;
  league: { name: string; state: ChangeState; id: number | null };
  teams: { external_id: string; name: string; state: ChangeState }[];
  fixtures: {
    external_id: string;
    round: number;
    time: string;
    home: string;
    away: string;
    state: ChangeState;
    fields: string[];
    /** The provider's final points for a finished fixture. */
    result: { home: number; away: number } | null;
  }[];
  counts: Record<'teams' | 'fixtures', Record<ChangeState, number>>;
}

const key = ['admin', 'providers'] as const;

/** One GET under /admin/providers/…; the provider's failure is the page's to show. */
export function useProviderData<T>(path: string) {
  return useQuery({
    queryKey: [...key, path],
    queryFn: ({ signal }) =>
      apiRequest<{ data: T }>(`/admin/providers/${path}`, { signal, deferNotice: true }),
    retry: false,
  });
}

/** Reads the whole season from the provider and shows what importing it would change. */
export function usePreviewImport(provider: ProviderName) {
  return useMutation({
    mutationFn: (externalId: string) =>
      apiRequest<{ data: ImportPlan }>(`/admin/providers/${provider}/imports`, {
        method: 'POST',
        body: { external_id: externalId },
        quietStatuses: [404, 422, 502],
      }),
  });
}

/** An import as its job reports it (GET /admin/providers/imports/:id). */
export interface ImportStatus {
  id: number;
  state: 'previewed' | 'queued' | 'running' | 'succeeded' | 'failed';
  phase: string | null;
  progress: Record<'teams' | 'fixtures', { done: number; total: number }> | null;
  outcome: { created: number; updated: number; unchanged: number } | null;
  failure: string | null;
  league_id: number | null;
}

/** Applies a previewed import: answered at once (202); its job runs on the server. */
export function useApplyImport() {
  return useMutation({
    mutationFn: (importId: number) =>
      apiRequest<{ data: ImportStatus }>(`/admin/providers/imports/${importId}/apply`, {
        method: 'POST',
        quietStatuses: [404, 409, 422, 502],
      }),
  });
}

/** The applying import's state, polled every second while its job is queued or running. */
export function useImportStatus(importId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...key, 'import', importId],
    enabled: importId !== null,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<{ data: ImportStatus }>(
        `/admin/providers/imports/${importId}`,
        { signal, deferNotice: true },
      );
      if (answer.data.state === 'succeeded') {
        await queryClient.invalidateQueries({ queryKey: ['leagues'] });
      }
      return answer;
    },
    refetchInterval: (query) => {
      const state = query.state.data?.data.state;
      return state === 'succeeded' || state === 'failed' ? false : 1_000;
    },
  });
}
