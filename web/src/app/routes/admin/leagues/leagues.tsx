import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { LeaguesTable } from '../../../../features/leagues/components/leagues-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('leaguesAdmin.list.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('leaguesAdmin.list.title')}
      </Title>
      <LeaguesTable />
    </Stack>
  );
}
