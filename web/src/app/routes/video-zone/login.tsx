import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { RepresentativeLoginForm } from '../../../features/video-zone/components/login-form';
import {
  isApproved,
  isAuthenticated,
  useRepresentativeStore,
} from '../../../features/video-zone/stores/representative-store';
import { representativeProfilePath } from '../../../features/video-zone/utils/guard-decision';

/** videoZoneLogin (spec §2); a signed-in representative goes to the profile instead. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('videoZone.login.title'));
  const navigate = useNavigate();
  const signedIn = useRepresentativeStore((state) => isAuthenticated(state.representative));
  if (signedIn) return <Navigate to={representativeProfilePath} replace />;

  return (
    <Stack maw={440} mx="auto" gap="md">
      <Title order={1} size="h2">
        {t('videoZone.login.title')}
      </Title>
      <Text c="dimmed">{t('videoZone.login.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <RepresentativeLoginForm
          onSignedIn={() => {
            const { representative } = useRepresentativeStore.getState();
            void navigate(
              isApproved(representative)
                ? '/video-zone/schedule-recording'
                : representativeProfilePath,
              { replace: true },
            );
          }}
        />
      </Paper>
      <Group justify="space-between">
        <Anchor component={Link} to="/video-zone/forgot-password">
          {t('videoZone.login.forgot')}
        </Anchor>
        <Anchor component={Link} to="/video-zone/register">
          {t('videoZone.login.register')}
        </Anchor>
      </Group>
    </Stack>
  );
}
