import { useTranslation } from 'react-i18next';
import { ArenasTable } from '../../../../features/catalogue/components/arenas-table';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('catalogue.arenas.title')} gap="md">
      <ArenasTable />
    </RoutePage>
  );
}
