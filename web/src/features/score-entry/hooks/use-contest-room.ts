import type { PublicContest } from '@courtside/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followRoom } from '../../../lib/socket';
import { contestKey, useContest } from '../api/get-contest';
import { newerContest } from '../utils/live-contest';

/**
 * The one follower of a contest's `contest:<id>` room on the score-entry screen, so a save by
 * another official (or a finish, a postponement) reaches the open screen without a reload.
 * - contest:updated carries the whole contest: it replaces the cached one in place when its
 *   stream revision is newer, and nothing is refetched for it. A push missed in between cannot
 *   leave anything stale, since the next one carries the whole contest again.
 * - Joining the room and reconnecting refetch the contest over HTTP: pushes are only delivered
 *   while we are in the room, and GET /api/contests/:id names no checkpoint to compare the
 *   join against, so a save between the first answer and the join would otherwise be missed.
 * Returns the contest query; the screen decides what a newer contest does to its form.
 */
export function useContestRoom(contestId: number) {
  const queryClient = useQueryClient();
  const contest = useContest(contestId);

  useEffect(() => {
    if (contestId <= 0) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: contestKey(contestId) });
    return followRoom({
      target: { contest: contestId },
      onFollowed(ack) {
        if (ack.ok) refetch();
      },
      onResync: refetch,
      onContest(message) {
        queryClient.setQueryData<PublicContest>(contestKey(contestId), (shown) =>
          shown ? newerContest(shown, message.contest) : shown,
        );
      },
    });
  }, [contestId, queryClient]);

  return contest;
}
