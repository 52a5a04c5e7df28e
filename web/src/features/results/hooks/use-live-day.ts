import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applyContestPush, RoomCursor } from '../../../lib/live-sync';
import { followRoom } from '../../../lib/socket';
import { contestsByDateKey, useContestsByDate, type LiveDay } from '../api/get-contests-by-date';

/**
 * One day's contests across leagues, kept live by following each league on the page. Only
 * contests already on the list change: a league room also carries other days' contests.
 */
export function useLiveDay(day: string) {
  const queryClient = useQueryClient();
  const results = useContestsByDate(day);
  const checkpoint = results.data?.checkpoint;
  const loaded = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    loaded.current = checkpoint;
  }, [checkpoint]);

  // A stable key, so refetching the same leagues does not re-follow their rooms.
  const leagueKey = [...new Set(results.data?.contests.map((contest) => contest.league_id))]
    .sort((a, b) => a - b)
    .join(',');

  useEffect(() => {
    if (!leagueKey) return undefined;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: contestsByDateKey(day) });
    };
    const leaves = leagueKey.split(',').map((id) => {
      const cursor = new RoomCursor();
      cursor.loaded(loaded.current ?? null);
      return followRoom({
        target: { league: Number(id) },
        onFollowed(ack) {
          if (ack.ok && cursor.followed(ack.checkpoint, [loaded.current]) === 'refetch') refetch();
        },
        onResync: refetch,
        onContest(message) {
          if (cursor.pushed(message) === 'refetch') return refetch();
          queryClient.setQueryData<LiveDay>(contestsByDateKey(day), (view) =>
            view ? applyContestPush(view, message, { addMissing: false }) : view,
          );
        },
      });
    });
    return () => leaves.forEach((leave) => leave());
  }, [day, leagueKey, queryClient]);

  return results;
}
