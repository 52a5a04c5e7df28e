import type { FileMatchReportInput, MatchReport } from '@courtside/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const reportKey = (contestId: number) => ['official', 'desk', 'report', contestId] as const;

/** GET /api/officials/games/:id/report: the report as last filed (empty before the first). */
export function useMatchReport(contestId: number) {
  return useQuery({
    queryKey: reportKey(contestId),
    queryFn: ({ signal }) =>
      apiRequest<MatchReport>(`/officials/games/${contestId}/report`, {
        signal,
        deferNotice: true,
      }),
  });
}

/** PUT /api/officials/games/:id/report; 422 and 409 are the form's to show. */
export function useFileMatchReport(contestId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FileMatchReportInput) =>
      apiRequest<MatchReport>(`/officials/games/${contestId}/report`, {
        method: 'PUT',
        body: input,
        quietStatuses: [409, 422],
        successMessage,
      }),
    onSuccess: (report) => queryClient.setQueryData(reportKey(contestId), report),
  });
}
