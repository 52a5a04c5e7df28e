import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError, failureMessage, readCookie } from '../../../lib/api-errors';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
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

/**
 * Sends a file as multipart/form-data with the session's CSRF token and language (the JSON
 * client cannot); a 422 is left to the screen. The catalogue's uploader is its feature's own,
 * and features do not import each other.
 */
async function sendFile<T>(path: string, field: string, file: File): Promise<T> {
  if (!readCookie(document.cookie, 'XSRF-TOKEN')) await apiRequest('/sanctum/csrf-cookie');
  const form = new FormData();
  form.append(field, file);
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': readCookie(document.cookie, 'XSRF-TOKEN') ?? '',
      },
      body: form,
    });
  } catch {
    const message = i18n.t('errors.noAnswer');
    notifyError(message);
    throw new ApiRequestError('network', 0, undefined, message);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = text;
  }
  if (response.ok) return data as T;
  const message = failureMessage(
    { kind: 'http', status: response.status, statusText: response.statusText, data },
    i18n.t('errors.noAnswer'),
  );
  if (response.status !== 422) notifyError(message);
  throw new ApiRequestError('http', response.status, data, message);
}

export function usePreviewLicenceImport() {
  return useMutation({
    mutationFn: (file: File) =>
      sendFile<{ data: LicenceImportRow[]; meta: ImportSummary }>(
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
      sendFile<{ data: { line: number; id: number }[]; meta: ImportSummary }>(
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
    mutationFn: (file: File) => sendFile<{ logo: string }>('/admin/teams/logo', 'logo', file),
  });
}
