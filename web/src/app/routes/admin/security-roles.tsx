import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { RolesTable } from '../../../features/security/components/roles-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminShell.roles.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('adminShell.roles.title')}
      </Title>
      <RolesTable />
    </Stack>
  );
}
