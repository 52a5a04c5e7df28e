import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useLogoutRepresentative } from '../api/logout';
import { isApproved, useRepresentativeStore } from '../stores/representative-store';

/**
 * The video zone's pages, in menu order: the path, the text's key, and whether the page needs
 * an approved representative. A new video-zone page adds its one line here.
 */
export const videoZoneLinks: ReadonlyArray<{ to: string; label: string; approved: boolean }> = [
  { to: '/video-zone/schedule-recording', label: 'videoZone.nav.schedule', approved: true },
  { to: '/video-zone/video-on-demand', label: 'videoZone.nav.videos', approved: true },
  { to: '/video-zone/profile', label: 'videoZone.nav.profile', approved: false },
];

function Links({ onNavigate, stacked }: { onNavigate?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const approved = isApproved(useRepresentativeStore((state) => state.representative));
  const shown = videoZoneLinks.filter((link) => approved || !link.approved);
  const Frame = stacked ? Stack : Group;
  return (
    <Frame gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((link) => {
        const current = pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <li key={link.to}>
            <Button
              component={NavLink}
              to={link.to}
              variant={current ? 'light' : 'subtle'}
              fullWidth={stacked}
              justify={stacked ? 'flex-start' : undefined}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(link.label)}
            </Button>
          </li>
        );
      })}
    </Frame>
  );
}

/**
 * The signed-in representative's navigation: the pages in a row on wider screens; on a phone
 * a menu button that opens them as a list (Escape or a choice closes it), the current page
 * marked, then the name and sign-out.
 */
export function VideoZoneNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const representative = useRepresentativeStore((state) => state.representative);
  const logout = useLogoutRepresentative();
  const [opened, { toggle, close }] = useDisclosure(false);
  const menuId = useId();
  useEffect(close, [pathname, close]);
  return (
    <Stack gap="xs" mb="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Box component="nav" aria-label={t('videoZone.nav.label')} visibleFrom="sm">
          <Links />
        </Box>
        <Button
          hiddenFrom="sm"
          variant="default"
          aria-expanded={opened}
          aria-controls={menuId}
          onClick={toggle}
        >
          {t('videoZone.nav.menu')}
        </Button>
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
      {opened && (
        <Box
          component="nav"
          id={menuId}
          aria-label={t('videoZone.nav.label')}
          hiddenFrom="sm"
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          <Links stacked onNavigate={close} />
        </Box>
      )}
    </Stack>
  );
}
