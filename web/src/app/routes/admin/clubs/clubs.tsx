import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { ClubsTable } from '../../../../features/clubs/components/clubs-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('clubs.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2" className="no-print">
        {t('clubs.title')}
      </Title>
      <ClubsTable />
    </Stack>
  );
}
