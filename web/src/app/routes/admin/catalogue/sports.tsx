import { useTranslation } from 'react-i18next';
import { SportsTable } from '../../../../features/catalogue/components/sports-table';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('catalogue.sports.title')} gap="md">
      <SportsTable />
    </RoutePage>
  );
}
