import { useTranslation } from 'react-i18next';
import { AdminBookings } from '../../../features/video-zone/components/admin-bookings';
import { RoutePage } from '../../layouts/route-page';

/** Administration › leagues › video on demand (spec §2 adminVideoOnDemand, list.leagues). */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('recordings.admin.title')} gap="md">
      <AdminBookings />
    </RoutePage>
  );
}
