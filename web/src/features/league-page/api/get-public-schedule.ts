import type { PublicSchedule } from '@courtside/events';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toLiveSchedule, type LiveSchedule } from '../../../lib/live-sync';
import { leagueKeys } from './league-keys';

export async function getPublicSchedule(
  leagueId: number,
  signal?: AbortSignal,
): Promise<LiveSchedule> {
  const schedule = await apiRequest<PublicSchedule>(`/leagues/${leagueId}/public-schedule`, {
    signal,
    deferNotice: true,
  });
  return toLiveSchedule(schedule);
}

export function usePublicSchedule(leagueId: number) {
  return useQuery({
    queryKey: leagueKeys.schedule(leagueId),
    queryFn: ({ signal }) => getPublicSchedule(leagueId, signal),
  });
}
