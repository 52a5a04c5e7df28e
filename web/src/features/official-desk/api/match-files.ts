import type { MatchFileKind, MatchFiles } from '@courtside/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { uploadForm } from '../../../lib/upload-file';

const filesKey = (contestId: number) => ['official', 'desk', 'files', contestId] as const;

/** GET /api/officials/games/:id/files: the match's files and the upload limits. */
export function useMatchFiles(contestId: number) {
  return useQuery({
    queryKey: filesKey(contestId),
    queryFn: ({ signal }) =>
      apiRequest<MatchFiles>(`/officials/games/${contestId}/files`, { signal, deferNotice: true }),
  });
}

/** POST /api/officials/games/:id/files as multipart; a 422 comes back for the panel to show. */
function uploadMatchFile(contestId: number, kind: MatchFileKind, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return uploadForm<unknown>(`/officials/games/${contestId}/files`, form);
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
