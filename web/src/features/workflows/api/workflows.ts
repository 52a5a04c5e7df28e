import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StartWorkflowInput, WorkflowKind, WorkflowRow } from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

export const workflowsKey = ['admin', 'workflows'] as const;

export interface WorkflowList {
  data: WorkflowRow[];
  kinds: WorkflowKind[];
  leagues: { id: number; name: string; season: string | null }[];
}

/**
 * The latest workflows. While one runs the list is fetched again every second and a half: the
 * screen follows the run to its end (and misses nothing after a lost connection).
 */
export function useWorkflows() {
  return useQuery({
    queryKey: [...workflowsKey, 'list'],
    queryFn: ({ signal }) =>
      apiRequest<WorkflowList>('/admin/workflows', { signal, deferNotice: true }),
    refetchInterval: (query) =>
      query.state.data?.data.some((workflow) => workflow.status === 'running') ? 1500 : false,
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
