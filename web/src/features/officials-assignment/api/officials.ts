import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeagueFees,
  LeagueOfficialRole,
  RecordingPackage,
  StandingsConfig,
  OfficialAccount,
  LeagueOfficialsAnswer,
  ContestCrew,
  AdminLeagueSettings as AdminLeague,
} from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

export type { OfficialAccount, LeagueOfficialsAnswer, ContestCrew, AdminLeague };

/** Body of PUT /api/admin/contests/{id}/officials. */
export interface ContestCrewInput {
  delegate_id: number | null;
  referee_ids: number[];
  statistician_id: number | null;
}

/** The settings part of PATCH /api/admin/leagues/{id}. */
export interface LeagueSettingsInput {
  video_zone: boolean;
  /** The recording packages the league offers its clubs: at least one. */
  recording_packages: RecordingPackage[];
  api_integration: boolean;
  video_open_to_clubs: boolean;
  /** Issue 12: sync to the scoreboard and workflow services, and its two parts. */
  scoreboard_sync: boolean;
  scoreboard_sync_matches: boolean;
  scoreboard_sync_roster: boolean;
  standings_config: StandingsConfig;
  fees: LeagueFees;
}

const officialsKey = ['admin', 'league-officials'] as const;
const leagueKey = (id: number) => ['admin', 'league', id] as const;

export function useLeagueOfficials(leagueId: number) {
  return useQuery({
    queryKey: [...officialsKey, 'league', leagueId],
    queryFn: ({ signal }) =>
      apiRequest<LeagueOfficialsAnswer>(`/admin/leagues/${leagueId}/officials`, {
        signal,
        deferNotice: true,
      }),
  });
}

/** Accounts that may serve in a role, matching the search text (name or email). */
export function useOfficialCandidates(role: LeagueOfficialRole | 'delegate', search: string) {
  return useQuery({
    queryKey: [...officialsKey, 'candidates', role, search],
    queryFn: ({ signal }) =>
      apiRequest<{ data: OfficialAccount[] }>('/admin/officials', {
        signal,
        deferNotice: true,
        params: { role, search: search.trim() || undefined },
      }),
    staleTime: 30_000,
  });
}

export function useChangeLeagueOfficial(leagueId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      accountId,
      role,
    }: {
      action: 'add' | 'remove';
      accountId: number;
      role: LeagueOfficialRole;
    }) =>
      apiRequest<{ lists: LeagueOfficialsAnswer['lists'] }>(
        `/admin/leagues/${leagueId}/officials`,
        {
          method: action === 'add' ? 'POST' : 'DELETE',
          body: { account_id: accountId, role },
          quietStatuses: [422],
          successMessage,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officialsKey }),
  });
}

export function useContestCrew(contestId: number) {
  return useQuery({
    queryKey: [...officialsKey, 'contest', contestId],
    queryFn: ({ signal }) =>
      apiRequest<ContestCrew>(`/admin/contests/${contestId}/officials`, {
        signal,
        deferNotice: true,
      }),
  });
}

export function useSaveContestCrew(contestId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContestCrewInput) =>
      apiRequest<ContestCrew>(`/admin/contests/${contestId}/officials`, {
        method: 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: (crew) => queryClient.setQueryData([...officialsKey, 'contest', contestId], crew),
  });
}

export function useAdminLeague(leagueId: number) {
  return useQuery({
    queryKey: leagueKey(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<AdminLeague>(`/admin/leagues/${leagueId}`, { signal, deferNotice: true }),
  });
}

export function useSaveLeagueSettings(leagueId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeagueSettingsInput) =>
      apiRequest<AdminLeague>(`/admin/leagues/${leagueId}`, {
        method: 'PATCH',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: (league) => queryClient.setQueryData(leagueKey(leagueId), league),
  });
}
