import type { AuditAppendedMessage } from '@courtside/events';
import { useFollowedRoom, type FollowedRoomStatus } from '../../../lib/use-followed-room';

export type LogsLiveStatus = FollowedRoomStatus;

/**
 * Follows the super-admins' audit room. `onAppended` gets each push; `onResync` is called
 * after a reconnect, when pushes may have been missed.
 */
export function useLiveLogs(handlers: {
  onAppended(message: AuditAppendedMessage): void;
  onResync(): void;
}): LogsLiveStatus {
  return useFollowedRoom({
    follow: 'follow:logs',
    push: 'audit:appended',
    onPush: (message) => handlers.onAppended(message),
    onResync: () => handlers.onResync(),
  });
}
