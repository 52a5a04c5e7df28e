import type { PublicStandings } from '@courtside/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  applySchedulePush,
  applyStandingsPush,
  RoomCursor,
  type LiveSchedule,
} from '../../../lib/live-sync';
import { followRoom } from '../../../lib/socket';
import { scheduleKey, usePublicSchedule } from '../api/get-public-schedule';
import { standingsKey, usePublicStandings } from '../api/get-public-standings';

/**
 * Public standings and schedule of one league, kept live: pushes newer than the screen are
 * applied in place, and a gap, a reconnect or a stale first answer makes it refetch over HTTP.
 */
export function useLiveLeague(leagueId: number) {
  const queryClient = useQueryClient();
  const standings = usePublicStandings(leagueId);
  const schedule = usePublicSchedule(leagueId);
  const cursor = useRef(new RoomCursor());

  const standingsCheckpoint = standings.data?.checkpoint;
  const scheduleCheckpoint = schedule.data?.checkpoint;
  const loaded = useRef<{ standings?: string | null; schedule?: string | null }>({});

  useEffect(() => {
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    };
    cursor.current = new RoomCursor();
    loaded.current = {};
    return followRoom({
      target: { league: leagueId },
      onFollowed(ack) {
        if (!ack.ok) return;
        const { standings: s, schedule: c } = loaded.current;
        if (cursor.current.followed(ack.checkpoint, [s, c]) === 'refetch') refetch();
      },
      onResync: refetch,
      onContest(message) {
        if (cursor.current.pushed(message) === 'refetch') return refetch();
        queryClient.setQueryData<LiveSchedule>(scheduleKey(leagueId), (view) =>
          view ? applySchedulePush(view, message) : view,
        );
      },
      onStandings(message) {
        if (cursor.current.pushed(message) === 'refetch') return refetch();
        queryClient.setQueryData<PublicStandings>(standingsKey(leagueId), (view) =>
          view ? applyStandingsPush(view, message) : view,
        );
      },
    });
  }, [leagueId, queryClient]);

  // Each HTTP answer tells the cursor what the screen now holds (and may reveal it is stale).
  useEffect(() => {
    if (standingsCheckpoint === undefined) return;
    loaded.current.standings = standingsCheckpoint;
    if (cursor.current.loaded(standingsCheckpoint) === 'refetch') {
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    }
  }, [standingsCheckpoint, leagueId, queryClient]);
  useEffect(() => {
    if (scheduleCheckpoint === undefined) return;
    loaded.current.schedule = scheduleCheckpoint;
    if (cursor.current.loaded(scheduleCheckpoint) === 'refetch') {
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    }
  }, [scheduleCheckpoint, leagueId, queryClient]);

  return { standings, schedule };
}
