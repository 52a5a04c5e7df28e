import {
  standingBookingStates,
  type PublicContest,
  type RecordingPackage,
} from '@courtside/events';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestCard } from '../../../components/ui/contest-card';
import { EmptyBlock } from '../../../components/ui/page-state';
import type { RecordingBooking } from '../api/bookings';
import { BookRecordingDialog } from './book-recording-dialog';
import { BookingStateBadge } from './booking-state-badge';

/**
 * The club's upcoming matches, each with what can be done about its recording: book it, see
 * the booking that stands, or read that its league has no video zone.
 */
export function BookableMatches({
  contests,
  bookable,
  bookings,
  offers,
  emptyTitle,
  emptyText,
}: {
  contests: PublicContest[];
  /** The matches the club may book (video-zone leagues, still to come). */
  bookable: PublicContest[];
  /** The packages each league offers, by league id. */
  offers: Record<number, RecordingPackage[]>;
  bookings: RecordingBooking[];
  emptyTitle: string;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PublicContest | null>(null);
  // Matches of private video-zone leagues are bookable too, though not on the public list.
  const all = [...contests, ...bookable.filter((b) => !contests.some((c) => c.id === b.id))].sort(
    (a, b) => a.time.localeCompare(b.time),
  );
  if (all.length === 0) return <EmptyBlock title={emptyTitle} description={emptyText} />;
  const standing = new Map(
    bookings
      .filter((booking) => standingBookingStates.includes(booking.state))
      .map((booking) => [booking.contest_id, booking]),
  );
  const canBook = new Set(bookable.map((contest) => contest.id));

  const actionFor = (contest: PublicContest) => {
    const booking = standing.get(contest.id);
    if (booking) return <BookingStateBadge state={booking.state} />;
    if (!canBook.has(contest.id)) {
      return (
        <Text size="sm" c="dimmed">
          {t('recordings.book.unavailable')}
        </Text>
      );
    }
    return (
      <Button size="xs" onClick={() => setChosen(contest)}>
        {t('recordings.book.open')}
      </Button>
    );
  };

  return (
    <Stack gap="sm">
      {all.map((contest) => (
        <ContestCard key={contest.id} contest={contest} action={actionFor(contest)} />
      ))}
      <BookRecordingDialog
        contest={chosen}
        offer={chosen ? offers[chosen.league_id] : undefined}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
