import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useScheduleRecording } from '../../../features/video-zone/api/club-contests';
import { ContestList } from '../../../features/video-zone/components/contest-list';
import { VideoZoneNav } from '../../../features/video-zone/components/video-zone-nav';

/** The club's upcoming contests, the ones a recording can be scheduled for. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.schedule.title'));
  const schedule = useScheduleRecording();
  return (
    <Stack gap="md">
      <VideoZoneNav />
      <Title order={1} size="h2">
        {t('videoZone.schedule.title')}
      </Title>
      {schedule.data?.club && (
        <Text c="dimmed">{t('videoZone.schedule.intro', { club: schedule.data.club })}</Text>
      )}
      {schedule.isPending ? (
        <LoadingBlock rows={3} />
      ) : schedule.isError ? (
        <ErrorState onRetry={() => void schedule.refetch()} />
      ) : (
        <ContestList
          contests={schedule.data.data}
          emptyTitle={t('videoZone.schedule.empty')}
          emptyText={t('videoZone.schedule.emptyHint')}
        />
      )}
    </Stack>
  );
}
