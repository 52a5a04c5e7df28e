import type { PublicSchedule } from '@courtside/events';
import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepNewerPushes, toLiveSchedule, type LiveSchedule } from '../../../lib/live-sync';
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
    // A slower answer never undoes a newer push on screen.
    structuralSharing: (shown: unknown, loaded: unknown) =>
      replaceEqualDeep(
        shown,
        keepNewerPushes(shown as LiveSchedule | undefined, loaded as LiveSchedule),
      ),
  });
}
