import { useTranslation } from 'react-i18next';
import { VideoZoneUsers } from '../../../features/video-zone/components/video-zone-users';
import { RoutePage } from '../../layouts/route-page';

/** Administration › video-zone users (spec §2 videoZoneUsers, list.video-zone-users). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('videoZone.admin.title')} gap="md">
      <VideoZoneUsers />
    </RoutePage>
  );
}
