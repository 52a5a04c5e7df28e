import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import {
  teamSchema as teamCommandSchema,
  type Paginated,
  type Licence,
  type AdminTeam as Team,
  type TeamImportRow as ImportRow,
  type TeamImportSummary as ImportSummary,
} from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { listParams, type ListParams } from '../../../lib/list-params';
import { uploadFile, type Saved } from './shared';

export type { Licence, Team, ImportRow, ImportSummary };

export const teamsKey = ['admin', 'catalogue', 'teams'] as const;

/** A logo is at most 20 MB, PNG/JPEG/GIF/WebP, and at most 1000×1000 (checked by the server). */
export const maxLogoBytes = 20 * 1024 * 1024;
export const logoAccept = 'image/png,image/jpeg,image/gif,image/webp';

/** The team form validates with the team command's own schema. */
export const teamSchema = teamCommandSchema;
/**
 * What the form shows for each message the schema may answer: a text box can only be too long
 * ('invalid' on the optional texts, 'validName' on the name); pickers and the uploaded logo
 * send nothing else the schema could refuse.
 */
export const teamTexts: FormTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
  invalid: 'catalogue.form.tooLong',
  validUrl: 'catalogue.teams.linkInvalid',
};
export type TeamInput = yup.InferType<typeof teamSchema>;

export function useTeams(params: ListParams) {
  return useQuery({
    queryKey: [...teamsKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<Team>>('/admin/teams', {
        signal,
        deferNotice: true,
        params: listParams(params),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTeam(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: [...teamsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Team }>(`/admin/teams/${id}`, { signal, deferNotice: true }),
  });
}

export function useSaveTeam(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TeamInput }) =>
      apiRequest<Saved<Team>>(id === null ? '/admin/teams' : `/admin/teams/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}

export function useDeleteTeam(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/admin/teams/${id}`, { method: 'DELETE', successMessage }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}

/** POST /api/admin/teams/logo: the server checks the image and answers where it is served. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ logo: string; width: number; height: number }>(
        '/admin/teams/logo',
        'logo',
        file,
      ),
  });
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ data: ImportRow[]; meta: ImportSummary }>(
        '/admin/teams/import/preview',
        'file',
        file,
      ),
  });
}

export function useImportTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ data: { line: number; id: number }[]; meta: ImportSummary }>(
        '/admin/teams/import',
        'file',
        file,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}
