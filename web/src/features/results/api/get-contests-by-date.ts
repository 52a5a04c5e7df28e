import type { ContestsByDate } from '@courtside/events';
import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dayPath } from '../../../lib/dates';
import { keepNewerPushes, type LiveContestList } from '../../../lib/live-sync';

/** A day's contests, held the way live pushes update them. */
export type LiveDay = LiveContestList & { date: string };

export const contestsByDateKey = (day: string) => ['contests-by-date', day] as const;

export async function getContestsByDate(day: string, signal?: AbortSignal): Promise<LiveDay> {
  const answer = await apiRequest<ContestsByDate>(`/leagues/${dayPath(day)}/contests`, {
    signal,
    deferNotice: true,
  });
  return {
    contests: answer.data,
    date: answer.date,
    checkpoint: answer.checkpoint ?? null,
    shown: {},
  };
}

export function useContestsByDate(day: string) {
  return useQuery({
    queryKey: contestsByDateKey(day),
    queryFn: ({ signal }) => getContestsByDate(day, signal),
    // A slower answer never undoes a newer push on screen.
    structuralSharing: (shown: unknown, loaded: unknown) =>
      replaceEqualDeep(shown, keepNewerPushes(shown as LiveDay | undefined, loaded as LiveDay)),
  });
}
