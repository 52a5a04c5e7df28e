import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../components/ui/page-title';
import { ApiKeysTable } from '../../../../features/api-keys/components/api-keys-table';

/** Spec §2 `api-keys/list` (list.api-keys): every admin's keys. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('users.apiKeys.listTitle'));
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageHeading title={t('users.apiKeys.listTitle')}>
        <Anchor component={Link} to="/administration/api-keys/create-edit">
          {t('users.apiKeys.createLink')}
        </Anchor>
      </PageHeading>
      <ApiKeysTable
        onEdit={(apiKey) =>
          void navigate('/administration/api-keys/create-edit', { state: { apiKey } })
        }
      />
    </Stack>
  );
}
