import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useClubBookings } from '../../../features/video-zone/api/bookings';
import { useScheduleRecording } from '../../../features/video-zone/api/club-contests';
import { BookableMatches } from '../../../features/video-zone/components/bookable-matches';
import { ClubBookings } from '../../../features/video-zone/components/club-bookings';
import { VideoZoneNav } from '../../../features/video-zone/components/video-zone-nav';
import { useBookingsRoom } from '../../../features/video-zone/hooks/use-bookings-room';

/** The club's recording bookings, live, and its upcoming contests, each bookable where it may be. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.schedule.title'));
  const schedule = useScheduleRecording();
  const bookings = useClubBookings();
  const live = useBookingsRoom('club');
  const pending = schedule.isPending || bookings.isPending;
  const failed = schedule.isError || bookings.isError;
  return (
    <Stack gap="md">
      <VideoZoneNav />
      <Title order={1} size="h2">
        {t('videoZone.schedule.title')}
      </Title>
      {schedule.data?.club && (
        <Text c="dimmed">{t('videoZone.schedule.intro', { club: schedule.data.club })}</Text>
      )}
      {pending ? (
        <LoadingBlock rows={3} />
      ) : failed ? (
        <ErrorState
          onRetry={() => {
            void schedule.refetch();
            void bookings.refetch();
          }}
        />
      ) : (
        <>
          <ClubBookings bookings={bookings.data.data} live={live} />
          <Title order={2} size="h3">
            {t('recordings.upcoming')}
          </Title>
          <BookableMatches
            contests={schedule.data.data}
            bookable={bookings.data.matches}
            bookings={bookings.data.data}
            offers={bookings.data.offers}
            emptyTitle={t('videoZone.schedule.empty')}
            emptyText={t('videoZone.schedule.emptyHint')}
          />
        </>
      )}
    </Stack>
  );
}
