import { Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useVideoOnDemand } from '../../../features/video-zone/api/club-contests';
import { ContestList } from '../../../features/video-zone/components/contest-list';
import { VideoZoneNav } from '../../../features/video-zone/components/video-zone-nav';

/** Finished contests of the club's leagues, newest first. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.videos.title'));
  const [page, setPage] = useState(1);
  const videos = useVideoOnDemand(page);
  return (
    <Stack gap="md">
      <VideoZoneNav />
      <Title order={1} size="h2">
        {t('videoZone.videos.title')}
      </Title>
      <Text c="dimmed">{t('videoZone.videos.intro')}</Text>
      {videos.isPending ? (
        <LoadingBlock rows={3} />
      ) : videos.isError ? (
        <ErrorState onRetry={() => void videos.refetch()} />
      ) : (
        <>
          <ContestList contests={videos.data.data} emptyTitle={t('videoZone.videos.empty')} />
          {videos.data.meta.last_page > 1 && (
            <Pagination value={page} onChange={setPage} total={videos.data.meta.last_page} />
          )}
        </>
      )}
    </Stack>
  );
}
