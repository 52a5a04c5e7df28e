import type { AdminClub, ClubInput, Paginated, TeamLink } from '@courtside/events';
import { clubSchema as clubCommandSchema } from '@courtside/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FormTexts } from '../../../lib/command-form';
import { listParams, type ListParams } from '../../../lib/list-params';

export type { AdminClub, TeamLink };

export const clubsKey = ['admin', 'clubs'] as const;

/** The club form validates with the club command's own schema. */
export const clubSchema = clubCommandSchema;
export type ClubFormInput = ClubInput;
export const clubTexts: FormTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
  invalid: 'catalogue.form.tooLong',
  validUrl: 'clubs.form.validUrl',
};

/** GET /api/admin/clubs: one page, by name. */
export function useClubs(params: ListParams) {
  return useQuery({
    queryKey: [...clubsKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminClub>>('/admin/clubs', {
        signal,
        deferNotice: true,
        params: listParams(params),
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every club (up to 100), for the licence filters and forms. */
export function useClubOptions() {
  return useQuery({
    queryKey: [...clubsKey, 'options'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminClub>>('/admin/clubs', {
        signal,
        deferNotice: true,
        params: { per_page: 100 },
      }),
  });
}

/** Catalogue teams a club may field (up to 100), for the club form's picker. */
export function useTeamChoices() {
  return useQuery({
    queryKey: ['admin', 'clubs', 'team-choices'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<{ id: number; name: string }>>('/admin/teams', {
        signal,
        deferNotice: true,
        params: { per_page: 100 },
      }),
  });
}

export function useSaveClub(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ClubFormInput }) =>
      apiRequest<{ data: AdminClub }>(id === null ? '/admin/clubs' : `/admin/clubs/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubsKey }),
  });
}

export function useDeleteClub(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/clubs/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubsKey }),
  });
}

/** GET /api/leagues/team/:id/link: the team's club and licences as the public sees them. */
export function useTeamLink(teamId: number) {
  return useQuery({
    queryKey: ['public', 'team-link', teamId],
    queryFn: ({ signal }) =>
      apiRequest<TeamLink>(`/leagues/team/${teamId}/link`, { signal, deferNotice: true }),
  });
}

/** Arenas a club may call home (up to 100), for the club form's picker. */
export function useArenaChoices() {
  return useQuery({
    queryKey: ['admin', 'clubs', 'arena-choices'],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<{ id: number; name: string; city: string | null }>>('/admin/arenas', {
        signal,
        deferNotice: true,
        params: { per_page: 100 },
      }),
  });
}
