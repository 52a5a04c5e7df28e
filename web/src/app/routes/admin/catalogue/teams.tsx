import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { TeamsTable } from '../../../../features/catalogue/components/teams-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.teams.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('catalogue.teams.title')}
      </Title>
      <TeamsTable />
    </Stack>
  );
}
