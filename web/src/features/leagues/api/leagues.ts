import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type {
  Paginated,
  AdminLeagueSummary as LeagueSummary,
  AdminLeagueDetail as LeagueDetail,
  AdminLeagueTeam as LeagueTeam,
  AdminLeagueContest as LeagueContest,
  AdminBracketSeries as BracketSeries,
  AdminBracket as Bracket,
  FixturePreviewRow,
  LeagueKind,
} from '@courtside/events';
import { listParams, type ListParams } from '../../../lib/list-params';

export type {
  LeagueSummary,
  LeagueDetail,
  LeagueTeam,
  LeagueContest,
  BracketSeries,
  Bracket,
  FixturePreviewRow,
  LeagueKind,
};

export { leagueKinds } from '@courtside/events';

/** Body of POST /api/admin/leagues. */
export interface CreateLeagueInput {
  kind: LeagueKind;
  name: string;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  weeks: number | null;
  start_date: string;
  city: string | null;
  category_id: number | null;
  team_ids: number[];
  groups: number;
  best_of: number;
  generate: boolean;
}

/** Body of PATCH /api/admin/contests/:id/plan. */
export type PlanInput =
  | { action: 'reschedule'; time: string; location: string | null; expected_revision: number }
  | { action: 'postpone' | 'cancel'; reason: string | null; expected_revision: number };

export const leaguesKey = ['admin', 'leagues'] as const;
const leagueKey = (id: number) => [...leaguesKey, id] as const;

export function useAdminLeagues(params: ListParams) {
  return useQuery({
    queryKey: [...leaguesKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<LeagueSummary>>('/admin/leagues', {
        params: listParams(params),
        signal,
        deferNotice: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLeague(id: number) {
  return useQuery({
    queryKey: [...leagueKey(id), 'detail'],
    queryFn: ({ signal }) =>
      apiRequest<LeagueDetail>(`/admin/leagues/${id}`, { signal, deferNotice: true }),
  });
}

export function useLeagueTeams(id: number) {
  return useQuery({
    queryKey: [...leagueKey(id), 'teams'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: LeagueTeam[] }>(`/admin/leagues/${id}/teams`, {
        signal,
        deferNotice: true,
      }).then((answer) => answer.data),
  });
}

export function useLeagueContests(id: number) {
  return useQuery({
    queryKey: [...leagueKey(id), 'contests'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: LeagueContest[] }>(`/admin/leagues/${id}/contests`, {
        signal,
        deferNotice: true,
      }).then((answer) => answer.data),
  });
}

export function useBracket(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...leagueKey(id), 'bracket'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<Bracket>(`/admin/leagues/${id}/bracket`, { signal, deferNotice: true }),
  });
}

/** Teams of the catalogue to choose from (name search, 100 at a time). */
export function useCatalogueTeams(search: string) {
  return useQuery({
    queryKey: ['admin', 'catalogue', 'teams', 'picker', search],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<{ id: number; name: string; city: string | null }>>('/admin/teams', {
        params: { page: 1, per_page: 100, search: search.trim() || undefined },
        signal,
        deferNotice: true,
      }),
    placeholderData: keepPreviousData,
  });
}

function useLeagueWrite<Input, Answer>(
  leagueId: number | null,
  send: (input: Input) => Promise<Answer>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: leagueId === null ? leaguesKey : leagueKey(leagueId) }),
  });
}

export function useCreateLeague(successMessage: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLeagueInput) =>
      apiRequest<{ id: number; data: LeagueSummary }>('/admin/leagues', {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: leaguesKey }),
  });
}

export function useRegisterTeam(leagueId: number, successMessage: string) {
  return useLeagueWrite(leagueId, (teamId: number) =>
    apiRequest(`/admin/leagues/${leagueId}/teams`, {
      method: 'POST',
      body: { team_id: teamId },
      quietStatuses: [422],
      successMessage,
    }),
  );
}

export function useGenerateSchedule(leagueId: number, successMessage: string) {
  return useLeagueWrite(leagueId, (groups: number) =>
    apiRequest(`/admin/leagues/${leagueId}/schedule`, {
      method: 'POST',
      body: { groups },
      successMessage,
    }),
  );
}

export function useDrawBracket(leagueId: number, successMessage: string) {
  return useLeagueWrite(
    leagueId,
    ({ bestOf, teamIds }: { bestOf: number; teamIds: number[] | null }) =>
      apiRequest(`/admin/leagues/${leagueId}/bracket`, {
        method: 'POST',
        body: teamIds ? { best_of: bestOf, team_ids: teamIds } : { best_of: bestOf },
        quietStatuses: [422],
        successMessage,
      }),
  );
}

export function usePlanContest(leagueId: number, successMessage: string) {
  return useLeagueWrite(leagueId, ({ id, input }: { id: number; input: PlanInput }) =>
    apiRequest(`/admin/contests/${id}/plan`, {
      method: 'PATCH',
      body: input,
      quietStatuses: [422, 409],
      successMessage,
    }),
  );
}

export function useAddFixture(leagueId: number, successMessage: string) {
  return useLeagueWrite(
    leagueId,
    (input: {
      round: number;
      time: string;
      location: string | null;
      first_team_id: number;
      second_team_id: number;
    }) =>
      apiRequest(`/admin/leagues/${leagueId}/fixtures`, {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
  );
}

export function useFixturePreview(leagueId: number) {
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<{ rows: FixturePreviewRow[]; valid: number; invalid: number }>(
        `/admin/leagues/${leagueId}/fixtures/import/preview`,
        { method: 'POST', body: { csv }, quietStatuses: [422] },
      ),
  });
}

export function useFixtureConfirm(leagueId: number, successMessage: string) {
  return useLeagueWrite(leagueId, (csv: string) =>
    apiRequest<{ created: number; skipped: number }>(
      `/admin/leagues/${leagueId}/fixtures/import/confirm`,
      { method: 'POST', body: { csv }, quietStatuses: [422], successMessage },
    ),
  );
}
