import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OfficialLoginForm } from '../../../features/auth/components/official-login-form';
import { isAuthenticated, useOfficialStore } from '../../../features/auth/stores/official-store';
import { usePageTitle } from '../../../components/ui/page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useOfficialStore((state) => isAuthenticated(state.session));
  const from = (location.state as { from?: string } | null)?.from ?? '/officials/contests';
  if (signedIn) return <Navigate to={from} replace />;

  return (
    <Stack maw={420} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('login.title')}
      </Title>
      <Text c="dimmed">{t('login.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <OfficialLoginForm onSignedIn={() => void navigate(from, { replace: true })} />
      </Paper>
    </Stack>
  );
}
