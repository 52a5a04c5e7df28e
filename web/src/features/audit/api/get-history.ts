import type { HistoryEntry, ModelSnapshot } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/history/:model/:id: the model's events, oldest first, with what each changed. */
export function useHistory(model: string, id: number) {
  return useQuery({
    queryKey: ['admin', 'history', model, id],
    enabled: id > 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: HistoryEntry[] }>(`/history/${model}/${id}`, {
        signal,
        deferNotice: true,
        // "Nothing recorded about it" is explained on the page.
        quietStatuses: [404],
      }),
  });
}

/** GET /api/history/:model/:id/at/:revision: the whole model right after that event. */
export function useStateAt(model: string, id: number, revision: number | null) {
  return useQuery({
    queryKey: ['admin', 'history', model, id, 'at', revision],
    enabled: id > 0 && revision !== null,
    queryFn: ({ signal }) =>
      apiRequest<ModelSnapshot>(`/history/${model}/${id}/at/${revision ?? 0}`, {
        signal,
        deferNotice: true,
      }),
    // A past state never changes.
    staleTime: Infinity,
  });
}
