import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paginated, ThreadState } from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

export interface ThreadSummary {
  id: number;
  name: string;
  email: string;
  subject: string;
  state: ThreadState;
  created_at: string;
}

export interface ThreadDetail extends ThreadSummary {
  messages: { id: number; body: string; author: string | null; created_at: string }[];
}

export const threadsKey = ['admin', 'threads'] as const;

export function useThreads(state: ThreadState, page: number) {
  return useQuery({
    queryKey: [...threadsKey, state, page],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<ThreadSummary>>('/admin/threads', {
        signal,
        params: { state, page },
        deferNotice: true,
      }),
  });
}

export function useThread(id: number | null) {
  return useQuery({
    queryKey: [...threadsKey, 'one', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest<ThreadDetail>(`/admin/threads/${id}`, { signal, deferNotice: true }),
  });
}

export function useReplyToThread(id: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<ThreadDetail>(`/admin/threads/${id}/replies`, {
        method: 'POST',
        body: { message },
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: (detail) => queryClient.setQueryData([...threadsKey, 'one', id], detail),
  });
}

export function useSetThreadState(id: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: ThreadState) =>
      apiRequest<ThreadDetail>(`/admin/threads/${id}`, {
        method: 'PATCH',
        body: { state },
        successMessage,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadsKey }),
  });
}
