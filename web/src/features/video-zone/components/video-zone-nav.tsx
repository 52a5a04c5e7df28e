import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useLogoutRepresentative } from '../api/logout';
import { isApproved, useRepresentativeStore } from '../stores/representative-store';

/** The signed-in representative's links: approved pages, profile, sign-out. */
export function VideoZoneNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const representative = useRepresentativeStore((state) => state.representative);
  const logout = useLogoutRepresentative();
  const approved = isApproved(representative);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" mb="md">
      <Group gap="xs" component="nav" aria-label={t('videoZone.nav.label')}>
        {approved && (
          <>
            <Button component={NavLink} to="/video-zone/schedule-recording" variant="subtle">
              {t('videoZone.nav.schedule')}
            </Button>
            <Button component={NavLink} to="/video-zone/video-on-demand" variant="subtle">
              {t('videoZone.nav.videos')}
            </Button>
          </>
        )}
        <Button component={NavLink} to="/video-zone/profile" variant="subtle">
          {t('videoZone.nav.profile')}
        </Button>
      </Group>
      <Group gap="xs">
        {representative && <Text size="sm">{representative.fullname}</Text>}
        <Button
          variant="default"
          size="xs"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => void navigate('/video-zone/login', { replace: true }),
            })
          }
        >
          {t('videoZone.nav.signOut')}
        </Button>
      </Group>
    </Group>
  );
}
