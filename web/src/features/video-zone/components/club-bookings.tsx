import { clubMayCancel } from '@courtside/events';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../components/ui/page-state';
import { formatDateTime } from '../../../lib/dates';
import { useName } from '../../../lib/names';
import type { FollowedRoomStatus } from '../../../lib/use-followed-room';
import type { RecordingBooking } from '../api/bookings';
import { BookingStateBadge } from './booking-state-badge';
import { CancelBookingDialog } from './cancel-booking-dialog';

const liveColour: Record<FollowedRoomStatus, string> = {
  live: 'green',
  connecting: 'gray',
  offline: 'orange',
  denied: 'red',
};

/**
 * The club's bookings with their state as it changes, why one ended if it did, and a cancel
 * for each one nobody has started filming.
 */
export function ClubBookings({
  bookings,
  live,
}: {
  bookings: RecordingBooking[];
  live: FollowedRoomStatus;
}) {
  const { t } = useTranslation();
  const nameOf = useName();
  const [toCancel, setToCancel] = useState<RecordingBooking | null>(null);
  return (
    <section aria-labelledby="club-bookings-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="club-bookings-title">
            {t('recordings.mine.title')}
          </Title>
          <Badge color={liveColour[live]} variant="dot" role="status" aria-live="polite">
            {t(`recordings.live.${live}`)}
          </Badge>
        </Group>
        {bookings.length === 0 ? (
          <EmptyBlock
            title={t('recordings.mine.empty')}
            description={t('recordings.mine.emptyHint')}
          />
        ) : (
          bookings.map((booking) => (
            <Card key={booking.id} withBorder padding="sm" data-booking={booking.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={600}>
                    {t('recordings.match', {
                      home: nameOf(booking.first_team_name ?? '—'),
                      away: nameOf(booking.second_team_name ?? '—'),
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[booking.league_name, booking.time ? formatDateTime(booking.time) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text size="sm">{t(`recordings.packages.${booking.package}`)}</Text>
                  {booking.reason && (
                    <Text size="sm" c="red.8">
                      {t('recordings.reason', { reason: booking.reason })}
                    </Text>
                  )}
                </Stack>
                <Stack gap="xs" align="flex-end">
                  <BookingStateBadge state={booking.state} />
                  {clubMayCancel(booking.state) && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('recordings.mine.cancelNamed', {
                        match: t('recordings.match', {
                          home: nameOf(booking.first_team_name ?? '—'),
                          away: nameOf(booking.second_team_name ?? '—'),
                        }),
                      })}
                      onClick={() => setToCancel(booking)}
                    >
                      {t('recordings.mine.cancel')}
                    </Button>
                  )}
                </Stack>
              </Group>
            </Card>
          ))
        )}
      </Stack>
      <CancelBookingDialog booking={toCancel} onClose={() => setToCancel(null)} />
    </section>
  );
}
