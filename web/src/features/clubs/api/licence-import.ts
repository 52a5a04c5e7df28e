import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';
import { licencesKey } from './licences';

/** One row of a licences CSV as the server read it, with its problems per field. */
export interface LicenceImportRow {
  line: number;
  body: {
    kind: 'player' | 'official';
    first_name: string;
    last_name: string;
    season: string;
    jmbg?: string;
    role?: string;
  };
  club: string | null;
  errors: Record<string, string[]>;
}
export interface ImportSummary {
  total: number;
  valid: number;
  invalid: number;
}

export function usePreviewLicenceImport() {
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ data: LicenceImportRow[]; meta: ImportSummary }>(
        '/admin/licences/import/preview',
        'file',
        file,
      ),
  });
}

export function useImportLicences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ data: { line: number; id: number }[]; meta: ImportSummary }>(
        '/admin/licences/import',
        'file',
        file,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: licencesKey }),
  });
}

/** Uploads a player's photo through the catalogue's image upload (same checks as a logo). */
export function usePhotoUpload() {
  return useMutation({
    mutationFn: (file: File) => uploadFile<{ logo: string }>('/admin/teams/logo', 'logo', file),
  });
}
