import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { SportsTable } from '../../../../features/catalogue/components/sports-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.sports.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('catalogue.sports.title')}
      </Title>
      <SportsTable />
    </Stack>
  );
}
