import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  StartWorkflowInput,
  WorkflowKind,
  WorkflowRow,
  WorkflowUpdatedMessage,
} from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';
import { useFollowedRoom, type FollowedRoomStatus } from '../../../lib/use-followed-room';

export const workflowsKey = ['admin', 'workflows'] as const;

export interface WorkflowList {
  data: WorkflowRow[];
  kinds: WorkflowKind[];
  leagues: { id: number; name: string; season: string | null }[];
}

const listKey = [...workflowsKey, 'list'] as const;

/** How often the list is fetched while a run goes on and the live connection is down. */
const offlineRefetchMs = 10_000;

/**
 * The latest workflows. Runs are followed live (useLiveWorkflows); only while the socket is not
 * live and a run goes on is the list fetched again now and then, so nothing is missed.
 */
export function useWorkflows(live: FollowedRoomStatus) {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      apiRequest<WorkflowList>('/admin/workflows', { signal, deferNotice: true }),
    refetchInterval: (query) =>
      live !== 'live' && query.state.data?.data.some((workflow) => workflow.status === 'running')
        ? offlineRefetchMs
        : false,
  });
}

/**
 * Follows the super-admins' workflows room: each pushed run replaces its card's row in the
 * list; a run the list does not hold yet, a missed push or a reconnect fetches the list again.
 */
export function useLiveWorkflows(): FollowedRoomStatus {
  const queryClient = useQueryClient();
  const lastSeen = useRef<string | null>(null);
  return useFollowedRoom({
    follow: 'follow:workflows',
    push: 'workflow:updated',
    onPush(message: WorkflowUpdatedMessage) {
      const missed =
        message.previous !== null &&
        lastSeen.current !== null &&
        message.previous !== lastSeen.current;
      lastSeen.current = message.checkpoint;
      const known = queryClient
        .getQueryData<WorkflowList>(listKey)
        ?.data.some((workflow) => workflow.id === message.workflow.id);
      if (!known || missed) {
        void queryClient.invalidateQueries({ queryKey: listKey });
        return;
      }
      // A fetch still under way may carry an older state of the run: the push wins.
      void queryClient.cancelQueries({ queryKey: listKey }).then(() =>
        queryClient.setQueryData<WorkflowList>(listKey, (list) =>
          list
            ? {
                ...list,
                data: list.data.map((workflow) =>
                  workflow.id === message.workflow.id ? message.workflow : workflow,
                ),
              }
            : list,
        ),
      );
    },
    onResync() {
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Starts a workflow; the server's refusal (422) is shown as its notice. */
export function useStartWorkflow(started: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartWorkflowInput) =>
      apiRequest<{ data: WorkflowRow }>('/admin/workflows', {
        method: 'POST',
        body: input,
        successMessage: started,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}

/** Retries a failed workflow. */
export function useRetryWorkflow(retried: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ data: WorkflowRow }>(`/admin/workflows/${id}/retry`, {
        method: 'POST',
        body: {},
        successMessage: retried,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}
