import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { RegisterForm } from '../../../features/video-zone/components/register-form';
import {
  isAuthenticated,
  useRepresentativeStore,
} from '../../../features/video-zone/stores/representative-store';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.register.title'));
  const navigate = useNavigate();
  const signedIn = useRepresentativeStore((state) => isAuthenticated(state.representative));
  if (signedIn) return <Navigate to="/video-zone/profile" replace />;
  return (
    <Stack maw={520} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('videoZone.register.title')}
      </Title>
      <Text c="dimmed">{t('videoZone.register.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <RegisterForm
          onRegistered={() => void navigate('/video-zone/approval-pending', { replace: true })}
        />
      </Paper>
      <Anchor component={Link} to="/video-zone/login">
        {t('videoZone.register.haveAccount')}
      </Anchor>
    </Stack>
  );
}
