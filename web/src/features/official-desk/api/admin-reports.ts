import type { LeagueMatchReport, MatchFile, MatchReport } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { LeagueMatchReport };

/** GET /api/admin/leagues/:id/match-reports: the league's matches with report and file counts. */
export function useLeagueMatchReports(leagueId: number) {
  return useQuery({
    queryKey: ['admin', 'match-reports', 'league', leagueId],
    queryFn: ({ signal }) =>
      apiRequest<{ league: { id: number; name: string }; data: LeagueMatchReport[] }>(
        `/admin/leagues/${leagueId}/match-reports`,
        { signal, deferNotice: true },
      ),
  });
}

/** GET /api/admin/contests/:id/match-report: the report and its files (admin addresses). */
export function useAdminMatchReport(contestId: number) {
  return useQuery({
    queryKey: ['admin', 'match-reports', 'contest', contestId],
    queryFn: ({ signal }) =>
      apiRequest<{ report: MatchReport; files: MatchFile[] }>(
        `/admin/contests/${contestId}/match-report`,
        { signal, deferNotice: true },
      ),
  });
}
