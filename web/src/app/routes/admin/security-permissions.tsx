import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { PermissionsTable } from '../../../features/security/components/permissions-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminShell.permissions.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('adminShell.permissions.title')}
      </Title>
      <PermissionsTable />
    </Stack>
  );
}
