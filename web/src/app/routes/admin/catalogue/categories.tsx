import { useTranslation } from 'react-i18next';
import { CategoriesTable } from '../../../../features/catalogue/components/categories-table';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('catalogue.categories.title')} gap="md">
      <CategoriesTable />
    </RoutePage>
  );
}
