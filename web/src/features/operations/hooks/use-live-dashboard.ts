import type { DashboardUpdatedMessage } from '@courtside/events';
import { useFollowedRoom, type FollowedRoomStatus } from '../../../lib/use-followed-room';

export type DashboardLiveStatus = FollowedRoomStatus;

/**
 * Follows the admins' dashboard room. `onUpdated` gets each push (the whole dashboard);
 * `onResync` runs after a reconnect or a lost ack.
 */
export function useLiveDashboard(handlers: {
  onUpdated(message: DashboardUpdatedMessage): void;
  onResync(): void;
}): DashboardLiveStatus {
  return useFollowedRoom({
    follow: 'follow:dashboard',
    push: 'dashboard:updated',
    onPush: (message) => handlers.onUpdated(message),
    onResync: () => handlers.onResync(),
  });
}
