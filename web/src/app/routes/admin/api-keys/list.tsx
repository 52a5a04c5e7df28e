import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../../components/ui/page-title';
import { ApiKeysTable } from '../../../../features/api-keys/components/api-keys-table';

/** Spec §2 `api-keys/list` (list.api-keys): every admin's keys. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('users.apiKeys.listTitle'));
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('users.apiKeys.listTitle')}
        </Title>
        <Anchor component={Link} to="/administration/api-keys/create-edit">
          {t('users.apiKeys.createLink')}
        </Anchor>
      </Group>
      <ApiKeysTable
        onEdit={(apiKey) =>
          void navigate('/administration/api-keys/create-edit', { state: { apiKey } })
        }
      />
    </Stack>
  );
}
