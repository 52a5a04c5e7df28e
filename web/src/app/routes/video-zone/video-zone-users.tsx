import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { VideoZoneUsers } from '../../../features/video-zone/components/video-zone-users';

/** Administration › video-zone users (spec §2 videoZoneUsers, list.video-zone-users). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.admin.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('videoZone.admin.title')}
      </Title>
      <VideoZoneUsers />
    </Stack>
  );
}
