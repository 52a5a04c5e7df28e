import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { ArenasTable } from '../../../../features/catalogue/components/arenas-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.arenas.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('catalogue.arenas.title')}
      </Title>
      <ArenasTable />
    </Stack>
  );
}
