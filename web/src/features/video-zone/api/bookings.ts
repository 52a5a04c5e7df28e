import type {
  BookingAction,
  BookingState,
  BookRecordingInput,
  Paginated,
  PublicContest,
  RecordingBooking,
  RecordingPackage,
} from '@courtside/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export type { RecordingBooking };

/** The representative's bookings and the matches the club may still book. */
export interface ClubBookings {
  data: RecordingBooking[];
  matches: PublicContest[];
  /** The packages each bookable match's league offers, by league id. */
  offers: Record<number, RecordingPackage[]>;
  club: string | null;
}

export const clubBookingsKey = ['representative', 'bookings'] as const;

export function useClubBookings() {
  return useQuery({
    queryKey: clubBookingsKey,
    queryFn: ({ signal }) =>
      apiRequest<ClubBookings>('/video-zone/bookings', { signal, deferNotice: true }),
  });
}

/** Books a match; the form shows field errors itself. */
export function useBookRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookRecordingInput) =>
      apiRequest<{ booking: RecordingBooking }>('/video-zone/bookings', {
        method: 'POST',
        body,
        successMessage: i18n.t('recordings.booked'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubBookingsKey }),
  });
}

/**
 * The representative cancels one of the club's bookings, with the reason and the revision the
 * screen showed (a booking an administrator moved meanwhile is 409, shown in the dialog).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: { booking: RecordingBooking; reason: string }) =>
      apiRequest<{ booking: RecordingBooking }>(
        `/video-zone/bookings/${cancel.booking.id}/cancel`,
        {
          method: 'POST',
          body: { reason: cancel.reason, expected_revision: cancel.booking.revision },
          successMessage: i18n.t('recordings.mine.cancelled'),
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubBookingsKey }),
  });
}

/** The administrators' list filters. */
export interface BookingsQuery {
  state: BookingState | null;
  leagueId: number | null;
  date: string | null;
  page: number;
}

export const adminBookingsKey = ['admin', 'recordings'] as const;

export function useAdminBookings(query: BookingsQuery) {
  return useQuery({
    queryKey: [...adminBookingsKey, query],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<RecordingBooking> & { leagues: { id: number; name: string }[] }>(
        '/admin/video-on-demand',
        {
          params: {
            state: query.state ?? undefined,
            league_id: query.leagueId ?? undefined,
            date: query.date ?? undefined,
            page: query.page,
          },
          signal,
          deferNotice: true,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** An administrator's step on a booking, with the reason a refusal or cancellation needs. */
export function useBookingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: { id: number; action: BookingAction; reason?: string; revision?: number }) =>
      apiRequest<{ booking: RecordingBooking }>(
        `/admin/video-on-demand/${step.id}/${step.action}`,
        {
          method: 'POST',
          // The revision the list showed: a club's cancel that landed meanwhile makes this 409.
          body: { reason: step.reason ?? null, expected_revision: step.revision },
          successMessage: i18n.t(`recordings.done.${step.action}`),
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingsKey }),
  });
}
