import {
  attachableBookingStates,
  bookingStates,
  type BookingAction,
  type BookingState,
} from '@courtside/events';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedTable } from '../../../components/ui/data-table';
import { DateField } from '../../../components/ui/date-field';
import { formatDateTime } from '../../../lib/dates';
import { useName } from '../../../lib/names';
import { useAdminBookings, type RecordingBooking } from '../api/bookings';
import { useBookingsRoom } from '../hooks/use-bookings-room';
import { BookingStateBadge } from './booking-state-badge';
import { AttachVideoDialog } from './attach-video-dialog';
import { BookingStepDialog } from './booking-step-dialog';
import { BookingVideoCell } from './booking-video-cell';

const liveColour = { live: 'green', connecting: 'gray', offline: 'orange', denied: 'red' } as const;

/**
 * Administration › leagues › video on demand: every club's recording bookings, filtered by
 * state, league and match day, with the steps each one's state allows. New bookings and
 * steps taken elsewhere arrive by themselves.
 */
export function AdminBookings() {
  const { t } = useTranslation();
  const nameOf = useName();
  const [state, setState] = useState<BookingState | null>(null);
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [date, setDate] = useState('');
  const [page, setPage] = useState(1);
  const bookings = useAdminBookings({ state, leagueId, date: date || null, page });
  const live = useBookingsRoom('admin');
  const [step, setStep] = useState<{ booking: RecordingBooking; action: BookingAction } | null>(
    null,
  );
  const [attaching, setAttaching] = useState<RecordingBooking | null>(null);
  useEffect(() => setPage(1), [state, leagueId, date]);
  const match = (booking: RecordingBooking) =>
    t('recordings.match', {
      home: nameOf(booking.first_team_name ?? '—'),
      away: nameOf(booking.second_team_name ?? '—'),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Badge color={liveColour[live]} variant="dot" role="status" aria-live="polite">
          {t(`recordings.live.${live}`)}
        </Badge>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('recordings.filters.state')}
          placeholder={t('recordings.filters.all')}
          clearable
          data={bookingStates.map((value) => ({
            value,
            label: t(`recordings.states.${value}`),
          }))}
          value={state}
          onChange={(value) => setState(value as BookingState | null)}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('recordings.filters.league')}
          placeholder={t('recordings.filters.all')}
          clearable
          data={(bookings.data?.leagues ?? []).map((league) => ({
            value: String(league.id),
            label: league.name,
          }))}
          value={leagueId === null ? null : String(leagueId)}
          onChange={(value) => setLeagueId(value ? Number(value) : null)}
          w={{ base: '100%', xs: 220 }}
        />
        <DateField
          label={t('recordings.filters.date')}
          clearable
          value={date}
          onChange={setDate}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <DataTable
        label={t('recordings.admin.title')}
        {...pagedTable(bookings, setPage)}
        empty={{
          title: t('recordings.admin.empty'),
          description: t('recordings.admin.emptyHint'),
        }}
        minWidth={760}
        columns={[
          { key: 'match', header: t('recordings.columns.match'), cell: match },
          {
            key: 'time',
            header: t('recordings.columns.time'),
            cell: (booking) => (booking.time ? formatDateTime(booking.time) : '—'),
          },
          {
            key: 'league',
            header: t('recordings.columns.league'),
            cell: (booking) => booking.league_name ?? '—',
          },
          {
            key: 'club',
            header: t('recordings.columns.club'),
            cell: (booking) => booking.club_name ?? '—',
          },
          {
            key: 'package',
            header: t('recordings.columns.package'),
            cell: (booking) =>
              [t(`recordings.packages.${booking.package}`), booking.notes]
                .filter(Boolean)
                .join(' — '),
          },
          {
            key: 'state',
            header: t('recordings.columns.state'),
            cell: (booking) => <BookingStateBadge state={booking.state} />,
          },
          {
            key: 'video',
            header: t('videos.column'),
            cell: (booking) => <BookingVideoCell video={booking.video ?? null} />,
          },
        ]}
        actions={{
          header: t('recordings.columns.actions'),
          cell: (booking) => (
            <Group gap="xs" wrap="nowrap">
              {booking.actions.map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant={action === 'refuse' || action === 'cancel' ? 'light' : 'filled'}
                  color={action === 'refuse' || action === 'cancel' ? 'red' : undefined}
                  aria-label={t(`recordings.actionsNamed.${action}`, { match: match(booking) })}
                  onClick={() => setStep({ booking, action })}
                >
                  {t(`recordings.actions.${action}`)}
                </Button>
              ))}
              {attachableBookingStates.includes(booking.state) && (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('videos.attachNamed', { match: match(booking) })}
                  onClick={() => setAttaching(booking)}
                >
                  {t('videos.attach')}
                </Button>
              )}
            </Group>
          ),
        }}
      />
      <BookingStepDialog step={step} onClose={() => setStep(null)} />
      {attaching && (
        <AttachVideoDialog
          booking={attaching}
          match={match(attaching)}
          onClose={() => setAttaching(null)}
        />
      )}
    </Stack>
  );
}
