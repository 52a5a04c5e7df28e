import { useQueryClient } from '@tanstack/react-query';
import { useFollowedRoom, type FollowedRoomStatus } from '../../../lib/use-followed-room';
import { threadsKey } from '../api/threads';

/** Follows the super-admins' threads room: a new thread (or a reconnect) refreshes the lists. */
export function useLiveThreads(): FollowedRoomStatus {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: threadsKey });
  return useFollowedRoom({
    follow: 'follow:threads',
    push: 'thread:opened',
    onPush: refresh,
    onResync: refresh,
  });
}
