import { useTranslation } from 'react-i18next';
import { RecordsView } from '../../../features/official-desk/components/records-view';
import { RoutePage } from '../../layouts/route-page';

/** Spec §2 officials' records: matches worked, with role, league, result and fee; own income. */
export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('desk.records.title')} gap="lg">
      <RecordsView />
    </RoutePage>
  );
}
