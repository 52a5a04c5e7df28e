import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../components/ui/page-title';
import type { ApiKey, CreatedApiKey } from '../../../../features/api-keys/api/api-keys';
import { ApiKeyForm } from '../../../../features/api-keys/components/api-key-form';
import { ApiKeysTable } from '../../../../features/api-keys/components/api-keys-table';
import { SecretOnce } from '../../../../features/api-keys/components/secret-once';
import { can, useProfileStore } from '../../../../features/auth/stores/profile-store';

/** Spec §2 `api-keys/create-edit` (any signed-in admin): create a key, see its secret once. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('users.apiKeys.title'));
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // The list page sends a key here to edit it (navigation state).
  const location = useLocation();
  const [editing, setEditing] = useState<ApiKey | null>(
    (location.state as { apiKey?: ApiKey } | null)?.apiKey ?? null,
  );
  const seesAll = useProfileStore((state) => can(state.profile, 'list.api-keys'));
  return (
    <Stack gap="lg">
      <PageHeading title={t('users.apiKeys.title')}>
        <Group gap="md">
          <Anchor component={Link} to="/administration/api-keys/documentation">
            {t('apiDocs.docsLink')}
          </Anchor>
          {seesAll && (
            <Anchor component={Link} to="/administration/api-keys/list">
              {t('users.apiKeys.allKeys')}
            </Anchor>
          )}
        </Group>
      </PageHeading>
      <Text c="dimmed">{t('users.apiKeys.intro')}</Text>
      {created ? (
        <SecretOnce apiKey={created} onDone={() => setCreated(null)} />
      ) : (
        <ApiKeyForm
          key={editing?.id ?? 'new'}
          apiKey={editing}
          onCreated={setCreated}
          onDone={() => setEditing(null)}
        />
      )}
      <Title order={2} size="h3">
        {seesAll ? t('users.apiKeys.listTitle') : t('users.apiKeys.myKeys')}
      </Title>
      <ApiKeysTable
        onEdit={(key) => {
          setCreated(null);
          setEditing(key);
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
