import type { MatchFile, MatchReport } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One match of a league in the administration's match reports list. */
export interface LeagueMatchReport {
  contest_id: number;
  time: string;
  status: string;
  first_team_name: string;
  second_team_name: string;
  first_team_total: number;
  second_team_total: number;
  report_filed_at: string | null;
  report_filed_by: string | null;
  files: number;
}

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
