import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../components/ui/page-title';
import { ApiDocs } from '../../../../features/api-keys/components/api-docs';
import { useProfileStore } from '../../../../features/auth/stores/profile-store';

/** Spec §2 "API key documentation" (any signed-in admin): the public API, with examples. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('apiDocs.title'));
  const accountId = useProfileStore((state) => state.profile.id);
  return (
    <Stack gap="md">
      <PageHeading title={t('apiDocs.title')}>
        <Anchor component={Link} to="/administration/api-keys/create-edit">
          {t('users.apiKeys.title')}
        </Anchor>
      </PageHeading>
      <ApiDocs accountId={accountId} />
    </Stack>
  );
}
