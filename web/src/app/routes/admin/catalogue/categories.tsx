import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { CategoriesTable } from '../../../../features/catalogue/components/categories-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.categories.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('catalogue.categories.title')}
      </Title>
      <CategoriesTable />
    </Stack>
  );
}
