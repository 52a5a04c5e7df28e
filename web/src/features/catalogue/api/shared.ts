import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paginated, SavedRecord as Saved } from '@courtside/events';
import { listParams, type ListParams } from '../../../lib/list-params';

export type { Saved };

export { uploadFile } from '../../../lib/upload-file';

/** What every catalogue form shows for a missing or too long name. */
export const nameTexts = {
  required: 'validation.required',
  validName: 'catalogue.form.tooLong',
} as const;

/** `nameTexts`, and a too long text in any other box ('invalid'). */
export const textBoxTexts = { ...nameTexts, invalid: 'catalogue.form.tooLong' } as const;

/**
 * The hooks every catalogue kind has, written once: `path` is the kind's collection (e.g.
 * '/admin/arenas') and `queryKey` the prefix of its queries, which every write makes stale.
 * - useList: one page as the table asks for it, the previous page shown while the next loads;
 * - useOptions: up to 100 in the server's order, for pickers;
 * - useSave: POST a new one or PUT an existing one; a 422 is left to the form;
 * - useDelete: refreshes the list even when it fails, since the row may already be gone.
 */
export function catalogueHooks<Item, Input>(path: string, queryKey: readonly unknown[]) {
  function useList(params: ListParams) {
    return useQuery({
      queryKey: [...queryKey, 'list', params],
      queryFn: ({ signal }) =>
        apiRequest<Paginated<Item>>(path, {
          signal,
          deferNotice: true,
          params: listParams(params),
        }),
      placeholderData: keepPreviousData,
    });
  }

  function useOptions() {
    return useQuery({
      queryKey: [...queryKey, 'options'],
      queryFn: ({ signal }) =>
        apiRequest<Paginated<Item>>(path, { signal, deferNotice: true, params: { per_page: 100 } }),
    });
  }

  function useSave(successMessage: string) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
        apiRequest<Saved<Item>>(id === null ? path : `${path}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: input,
          quietStatuses: [422],
          successMessage,
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    });
  }

  function useDelete(successMessage: string) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) =>
        apiRequest<void>(`${path}/${id}`, { method: 'DELETE', successMessage }),
      onSettled: () => queryClient.invalidateQueries({ queryKey }),
    });
  }

  return { useList, useOptions, useSave, useDelete };
}
