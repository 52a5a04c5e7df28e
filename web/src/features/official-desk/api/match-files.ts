import type { MatchFileKind, MatchFiles } from '@courtside/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../config/constants';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError, readCookie } from '../../../lib/api-errors';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';

const filesKey = (contestId: number) => ['official', 'desk', 'files', contestId] as const;

/** GET /api/officials/games/:id/files: the match's files and the upload limits. */
export function useMatchFiles(contestId: number) {
  return useQuery({
    queryKey: filesKey(contestId),
    queryFn: ({ signal }) =>
      apiRequest<MatchFiles>(`/officials/games/${contestId}/files`, { signal, deferNotice: true }),
  });
}

/**
 * POST /api/officials/games/:id/files as multipart (the api client speaks JSON only): cookies,
 * CSRF header and language as every call; a 422 comes back for the panel to show.
 */
async function uploadMatchFile(contestId: number, kind: MatchFileKind, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = readCookie(document.cookie, 'XSRF-TOKEN');
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/officials/games/${contestId}/files`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: form,
    });
  } catch {
    const message = i18n.t('errors.noAnswer');
    notifyError(message);
    throw new ApiRequestError('network', 0, undefined, message);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      (data as { message?: string } | undefined)?.message ?? response.statusText ?? '';
    if (response.status !== 422) notifyError(message);
    throw new ApiRequestError('http', response.status, data, message);
  }
  return data;
}

export function useUploadMatchFile(contestId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: MatchFileKind; file: File }) =>
      uploadMatchFile(contestId, kind, file),
    onSuccess: async () => {
      notifySuccess(successMessage);
      await queryClient.invalidateQueries({ queryKey: filesKey(contestId) });
    },
  });
}

/** DELETE /api/officials/games/:id/files/:file (the uploader's own files only). */
export function useRemoveMatchFile(contestId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiRequest<{ data: MatchFiles['data'] }>(`/officials/games/${contestId}/files/${fileId}`, {
        method: 'DELETE',
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey(contestId) }),
  });
}
