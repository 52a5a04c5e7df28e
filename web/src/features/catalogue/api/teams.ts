import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import {
  teamSchema as teamCommandSchema,
  type Licence,
  type AdminTeam as Team,
  type TeamImportRow as ImportRow,
  type TeamImportSummary as ImportSummary,
} from '@courtside/events';
import type { FormTexts } from '../../../lib/command-form';
import { uploadFile } from '../../../lib/upload-file';
import { catalogueHooks, textBoxTexts } from './shared';

export type { Licence, Team, ImportRow, ImportSummary };

export const teamsKey = ['admin', 'catalogue', 'teams'] as const;

/** The team form validates with the team command's own schema. */
export const teamSchema = teamCommandSchema;
/**
 * What the form shows for each message the schema may answer: a text box can only be too long
 * ('invalid' on the optional texts, 'validName' on the name); pickers and the uploaded logo
 * send nothing else the schema could refuse.
 */
export const teamTexts: FormTexts = {
  ...textBoxTexts,
  validUrl: 'catalogue.teams.linkInvalid',
};
export type TeamInput = yup.InferType<typeof teamSchema>;

const teamsHooks = catalogueHooks<Team, TeamInput>('/admin/teams', teamsKey);
export const useTeams = teamsHooks.useList;

export function useTeam(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: [...teamsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Team }>(`/admin/teams/${id}`, { signal, deferNotice: true }),
  });
}

export const useSaveTeam = teamsHooks.useSave;
export const useDeleteTeam = teamsHooks.useDelete;

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
