import { useQueryClient } from '@tanstack/react-query';
import { useFollowedRoom, type FollowedRoomStatus } from '../../../lib/use-followed-room';
import { adminBookingsKey, clubBookingsKey, type ClubBookings } from '../api/bookings';

/**
 * Follows the bookings room the server picks from the session: the club's room for an
 * approved representative, the administrators' room for an admin. A representative's pushed
 * bookings replace their rows in place; an admin's filtered, paged list is fetched again. After
 * a reconnect or a lost ack both refetch, since pushes may have been missed.
 */
export function useBookingsRoom(audience: 'club' | 'admin'): FollowedRoomStatus {
  const queryClient = useQueryClient();
  const refetch = () =>
    void queryClient.invalidateQueries({
      queryKey: audience === 'club' ? clubBookingsKey : adminBookingsKey,
    });
  return useFollowedRoom({
    follow: 'follow:bookings',
    push: 'bookings:updated',
    onPush(message) {
      if (audience === 'admin') return refetch();
      const current = queryClient.getQueryData<ClubBookings>(clubBookingsKey);
      const known = new Set(current?.data.map((booking) => booking.id));
      // A booking this screen has not seen yet (made on another device): read the list again.
      if (!current || message.bookings.some((booking) => !known.has(booking.id))) return refetch();
      const pushed = new Map(message.bookings.map((booking) => [booking.id, booking]));
      queryClient.setQueryData<ClubBookings>(clubBookingsKey, {
        ...current,
        data: current.data.map((booking) => pushed.get(booking.id) ?? booking),
      });
    },
    onResync: refetch,
  });
}
