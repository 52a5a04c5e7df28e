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

/** Applies a previewed import. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) =>
      apiRequest<{ data: ImportPlan & { league_id: number } }>(
        `/admin/providers/imports/${importId}/apply`,
        { method: 'POST', quietStatuses: [404, 409, 422, 502] },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leagues'] }),
  });
}
