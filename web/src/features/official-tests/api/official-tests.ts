import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOfficialTestDetail,
  AdminOfficialTestSummary,
  OfficialTestAttemptView,
  OfficialTestInput,
  OfficialTestSummary,
  SubmitOfficialTestInput,
} from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

const adminKey = ['admin', 'official-tests'] as const;
const ownKey = ['official', 'tests'] as const;

/** An official an administrator can give a test to (GET /api/admin/officials). */
export interface OfficialChoice {
  id: number;
  name: string;
  email: string;
}

export function useAdminOfficialTests() {
  return useQuery({
    queryKey: adminKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminOfficialTestSummary[] }>('/admin/official-tests', {
        signal,
        deferNotice: true,
      }),
  });
}

export function useAdminOfficialTest(id: number) {
  return useQuery({
    queryKey: [...adminKey, id],
    queryFn: ({ signal }) =>
      apiRequest<AdminOfficialTestDetail>(`/admin/official-tests/${id}`, {
        signal,
        deferNotice: true,
      }),
  });
}

export function useCreateOfficialTest(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficialTestInput) =>
      apiRequest<AdminOfficialTestDetail>('/admin/official-tests', {
        method: 'POST',
        body: input,
        quietStatuses: [422],
        successMessage,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useAssignOfficialTest(id: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountIds: number[]) =>
      apiRequest<AdminOfficialTestDetail>(`/admin/official-tests/${id}/assignments`, {
        method: 'POST',
        body: { account_ids: accountIds },
        successMessage,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...adminKey, id], detail);
      return queryClient.invalidateQueries({ queryKey: adminKey, exact: true });
    },
  });
}

/** Active officials whose name or email contains the search text. */
export function useOfficialChoices(search: string) {
  return useQuery({
    queryKey: ['admin', 'official-tests', 'choices', search],
    queryFn: ({ signal }) =>
      apiRequest<{ data: OfficialChoice[] }>('/admin/officials', {
        signal,
        deferNotice: true,
        params: { search: search.trim() || undefined },
      }),
    staleTime: 30_000,
  });
}

export function useMyTests() {
  return useQuery({
    queryKey: ownKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: OfficialTestSummary[] }>('/officials/tests', {
        signal,
        deferNotice: true,
      }),
  });
}

export function useMyTest(id: number) {
  return useQuery({
    queryKey: [...ownKey, id],
    queryFn: ({ signal }) =>
      apiRequest<OfficialTestAttemptView>(`/officials/tests/${id}`, { signal, deferNotice: true }),
    // A running test must not be refetched under the official's ticks.
    refetchOnWindowFocus: false,
  });
}

/** Starts (or resumes) the attempt, or hands in its answers; the answer is the new view. */
export function useTestStep(id: number) {
  const queryClient = useQueryClient();
  const settle = (view: OfficialTestAttemptView) => {
    queryClient.setQueryData([...ownKey, id], view);
    return queryClient.invalidateQueries({ queryKey: ownKey, exact: true });
  };
  const start = useMutation({
    mutationFn: () =>
      apiRequest<OfficialTestAttemptView>(`/officials/tests/${id}/start`, { method: 'POST' }),
    onSuccess: settle,
  });
  const submit = useMutation({
    mutationFn: (input: SubmitOfficialTestInput) =>
      apiRequest<OfficialTestAttemptView>(`/officials/tests/${id}/submit`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: settle,
    // Refused (time up, already taken): show where the attempt now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: ownKey }),
  });
  return { start, submit };
}
