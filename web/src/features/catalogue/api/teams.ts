import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { apiRequest } from '../../../lib/api-client';
import type {
  Licence,
  AdminTeam as Team,
  TeamImportRow as ImportRow,
  TeamImportSummary as ImportSummary,
} from '@courtside/events';
import { catalogueHooks, uploadFile } from './shared';

export type { Licence, Team, ImportRow, ImportSummary };

export const teamsKey = ['admin', 'catalogue', 'teams'] as const;

/** A logo is at most 20 MB, PNG/JPEG/GIF/WebP, and at most 1000×1000 (checked by the server). */
export const maxLogoBytes = 20 * 1024 * 1024;
export const logoAccept = 'image/png,image/jpeg,image/gif,image/webp';

const optionalText = yup
  .string()
  .trim()
  .max(255, 'catalogue.form.tooLong')
  .transform((value: string) => value || null)
  .nullable()
  .defined();

const optionalId = yup
  .number()
  .transform((value: number, original: unknown) =>
    original === '' || original === null ? null : value,
  )
  .nullable()
  .defined();

/** Messages are translation keys. */
export const teamSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(255, 'catalogue.form.tooLong'),
  full_name: optionalText,
  region: optionalText,
  category_id: optionalId,
  city: optionalText,
  arena_id: optionalId,
  link: optionalText.test('url', 'catalogue.teams.linkInvalid', (value) => {
    if (!value) return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }),
  logo: yup.string().nullable().defined(),
  recreational: yup.boolean().defined(),
  is_absent: yup.boolean().defined(),
  licences: yup
    .array(
      yup.object({
        number: yup.string().trim().required('validation.required'),
        season: yup.string().trim().required('validation.required'),
      }),
    )
    .defined(),
});
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
