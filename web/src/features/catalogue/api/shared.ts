import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../config/constants';
import { ApiRequestError, failureMessage, readCookie } from '../../../lib/api-errors';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { Paginated, SavedRecord as Saved } from '@courtside/events';
import { listParams, type ListParams } from '../../../lib/list-params';

export type { Saved };

/**
 * Sends one file as multipart/form-data (the JSON api client cannot), with the same CSRF
 * token, language and error handling: a 422 is left to the screen, anything else is announced.
 */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  if (!readCookie(document.cookie, 'XSRF-TOKEN')) {
    await apiRequest('/sanctum/csrf-cookie');
  }
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
  let data: unknown = undefined;
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
