import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';

/** Where registration ends (spec §2): an administrator still has to approve the account. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.pending.title'));
  return (
    <Stack maw={520} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('videoZone.pending.title')}
      </Title>
      <Alert color="yellow" role="status">
        {t('videoZone.pending.text')}
      </Alert>
      <Anchor component={Link} to="/video-zone/login">
        {t('videoZone.pending.toLogin')}
      </Anchor>
    </Stack>
  );
}
