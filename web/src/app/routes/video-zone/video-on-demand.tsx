import { Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useClubVideos } from '../../../features/video-zone/api/videos';
import { VideoCard } from '../../../features/video-zone/components/video-card';
import { VideoZoneNav } from '../../../features/video-zone/components/video-zone-nav';

/** The videos the club may watch: its own matches and the leagues open to all clubs. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.videos.title'));
  const [page, setPage] = useState(1);
  const videos = useClubVideos(page);
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
      ) : videos.data.data.length === 0 ? (
        <EmptyBlock
          title={t('videoZone.videos.empty')}
          description={t('videoZone.videos.emptyText')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {videos.data.data.map((video) => (
              <VideoCard key={video.id} video={video} />
            ))}
          </SimpleGrid>
          {videos.data.meta.last_page > 1 && (
            <Pagination value={page} onChange={setPage} total={videos.data.meta.last_page} />
          )}
        </>
      )}
    </Stack>
  );
}
