import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../components/ui/page-title';
import { UsersTable } from '../../../../features/users/components/users-table';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('users.list.title'));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.list.title')}
      </Title>
      <UsersTable />
    </Stack>
  );
}
