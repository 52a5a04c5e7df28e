import type { PublicStandingsTable } from '@courtside/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  applySchedulePush,
  applyStandingsPush,
  RoomCursor,
  type LiveSchedule,
} from '../../../lib/live-sync';
import { followRoom } from '../../../lib/socket';
import { leagueKeys } from '../api/league-keys';
import { usePublicSchedule } from '../api/get-public-schedule';
import { usePublicStandings } from '../api/get-public-standings';

/**
 * The one follower of a league's `league:<id>` room on a page, and what each message makes
 * stale there:
 * - contest:updated carries the contest: the schedule takes it in place; the bracket (a
 *   series' wins) cannot be patched and is refetched;
 * - standings:updated carries the live table: it is taken in place; the "as of" tables (a
 *   round's table, the rounds list) cannot be patched and are refetched;
 * - a gap (RoomCursor), a reconnect or a first answer older than the room refetches every
 *   query of the league, since pushes may have been missed.
 * Returns the live standings and schedule queries.
 */
export function useLeagueRoom(leagueId: number) {
  const queryClient = useQueryClient();
  const standings = usePublicStandings(leagueId);
  const schedule = usePublicSchedule(leagueId);
  const cursor = useRef(new RoomCursor());

  const standingsCheckpoint = standings.data?.checkpoint;
  const scheduleCheckpoint = schedule.data?.checkpoint;
  const loaded = useRef<{ standings?: string | null; schedule?: string | null }>({});

  useEffect(() => {
    const stale = (queryKey: readonly unknown[]) => {
      void queryClient.invalidateQueries({ queryKey });
    };
    const refetchAll = () => stale(leagueKeys.all(leagueId));
    cursor.current = new RoomCursor();
    loaded.current = {};
    return followRoom({
      target: { league: leagueId },
      onFollowed(ack) {
        if (!ack.ok) return;
        const { standings: s, schedule: c } = loaded.current;
        if (cursor.current.followed(ack.checkpoint, [s, c]) === 'refetch') refetchAll();
      },
      onResync: refetchAll,
      onContest(message) {
        if (cursor.current.pushed(message) === 'refetch') return refetchAll();
        queryClient.setQueryData<LiveSchedule>(leagueKeys.schedule(leagueId), (view) =>
          view ? applySchedulePush(view, message) : view,
        );
        stale(leagueKeys.bracket(leagueId));
      },
      onStandings(message) {
        if (cursor.current.pushed(message) === 'refetch') return refetchAll();
        queryClient.setQueryData<PublicStandingsTable>(leagueKeys.standings(leagueId), (view) =>
          view ? applyStandingsPush(view, message) : view,
        );
        stale(leagueKeys.standingsAsOf(leagueId));
      },
    });
  }, [leagueId, queryClient]);

  // Each HTTP answer tells the cursor what the screen now holds (and may reveal it is stale).
  useEffect(() => {
    if (standingsCheckpoint === undefined) return;
    loaded.current.standings = standingsCheckpoint;
    if (cursor.current.loaded(standingsCheckpoint) === 'refetch') {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all(leagueId) });
    }
  }, [standingsCheckpoint, leagueId, queryClient]);
  useEffect(() => {
    if (scheduleCheckpoint === undefined) return;
    loaded.current.schedule = scheduleCheckpoint;
    if (cursor.current.loaded(scheduleCheckpoint) === 'refetch') {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all(leagueId) });
    }
  }, [scheduleCheckpoint, leagueId, queryClient]);

  return { standings, schedule };
}
