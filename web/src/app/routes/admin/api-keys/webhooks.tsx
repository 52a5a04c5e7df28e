import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../components/ui/page-title';
import { WebhooksScreen } from '../../../../features/webhooks/components/webhooks-screen';

/** Issue 12: an API key's webhook endpoints (docs/webhooks.md). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('webhooks.title'));
  const id = Number(useParams().id);
  return (
    <Stack gap="md">
      <PageHeading title={t('webhooks.title')}>
        <Anchor component={Link} to="/administration/api-keys/documentation">
          {t('apiDocs.docsLink')}
        </Anchor>
      </PageHeading>
      <WebhooksScreen apiKeyId={id} />
    </Stack>
  );
}
