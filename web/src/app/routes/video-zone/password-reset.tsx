import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { resetKinds, type ResetKind } from '../../../features/password-reset/api/password-reset';
import { ResetPasswordForm } from '../../../features/password-reset/components/reset-password-form';

/** Public reset-password page (spec §2 password-reset), opened from the mailed link. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('passwordReset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const kindParam = params.get('kind') ?? 'admin';
  const kind = (resetKinds as readonly string[]).includes(kindParam)
    ? (kindParam as ResetKind)
    : null;
  return (
    <Stack maw={480} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('passwordReset.title')}
      </Title>
      {!token || !email || !kind ? (
        <Alert color="red" role="alert">
          {t('passwordReset.badLink')}
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <ResetPasswordForm kind={kind} token={token} email={email} />
        </Paper>
      )}
    </Stack>
  );
}
