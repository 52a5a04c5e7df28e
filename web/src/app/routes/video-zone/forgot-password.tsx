import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { ForgotPasswordForm } from '../../../features/password-reset/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('passwordReset.forgotTitle'));
  return (
    <Stack maw={440} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('passwordReset.forgotTitle')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <ForgotPasswordForm kind="representative" />
      </Paper>
      <Anchor component={Link} to="/video-zone/login">
        {t('videoZone.login.backToLogin')}
      </Anchor>
    </Stack>
  );
}
