import {
  AppShell,
  Burger,
  Drawer,
  Group,
  NavLink as MantineNavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { AccountMenu } from '../../../features/auth/components/account-menu';
import { can, useProfileStore } from '../../../features/auth/stores/profile-store';
import { AdminGuard } from '../../guards/admin-guard';

interface NavItem {
  /** Path under /administration (the contract's paths). */
  to: string;
  label: string;
  /** Spec §2 access column; super-admin-only areas name the role. */
  auth: string | true;
  end?: boolean;
}

interface NavSection {
  label: string;
  items: NavItem[];
}

function useNavSections(): NavSection[] {
  const { t } = useTranslation();
  const n = (key: string) => t(`adminShell.nav.${key}`);
  return [
    {
      label: n('overview'),
      items: [{ to: '', label: n('dashboard'), auth: true, end: true }],
    },
    {
      label: n('competitions'),
      items: [
        { to: 'leagues', label: n('leagues'), auth: 'list.leagues', end: true },
        { to: 'leagues/categories', label: n('categories'), auth: 'list.categories' },
        { to: 'leagues/teams', label: n('teams'), auth: 'list.teams' },
        { to: 'leagues/arenas', label: n('arenas'), auth: 'list.arenas' },
        { to: 'leagues/clubs', label: n('clubs'), auth: 'list.teams' },
        { to: 'leagues/licences', label: n('licences'), auth: 'list.teams' },
        { to: 'leagues/video-on-demand', label: n('videoOnDemand'), auth: 'list.leagues' },
      ],
    },
    {
      label: n('people'),
      items: [
        { to: 'users', label: n('users'), auth: 'list.users' },
        { to: 'video-zone-users', label: n('videoZoneUsers'), auth: 'list.video-zone-users' },
        { to: 'api-keys', label: n('apiKeys'), auth: true },
      ],
    },
    {
      label: n('reports'),
      items: [
        { to: 'income', label: n('income'), auth: 'list.officials' },
        { to: 'official-tests', label: n('officialTests'), auth: 'list.officials' },
        { to: 'logs', label: n('logs'), auth: 'super-admin' },
        { to: 'history', label: n('history'), auth: 'super-admin' },
      ],
    },
    {
      label: n('security'),
      items: [
        { to: 'security/roles', label: n('roles'), auth: 'super-admin' },
        { to: 'security/permissions', label: n('permissions'), auth: 'super-admin' },
        { to: 'two-factor', label: n('twoFactor'), auth: true },
      ],
    },
    {
      label: n('inbox'),
      items: [
        { to: 'threads', label: n('threads'), auth: 'super-admin' },
        { to: 'appointments', label: n('appointments'), auth: 'list.appointments' },
      ],
    },
    {
      label: n('settings'),
      items: [{ to: 'settings/sports', label: n('sports'), auth: 'super-admin' }],
    },
    {
      label: n('platform'),
      items: [
        { to: 'settings/platforms', label: n('platforms'), auth: 'super-admin' },
        { to: 'workflows', label: n('workflows'), auth: 'super-admin' },
        { to: 'settings/dead-letters', label: n('deadLetters'), auth: 'super-admin' },
        { to: 'settings/arenas', label: n('settingsArenas'), auth: 'super-admin' },
        { to: 'atrium/categories', label: n('atrium'), auth: 'super-admin' },
        { to: 'genius-sports/leagues', label: n('geniusSports'), auth: 'super-admin' },
      ],
    },
  ];
}

/** Side navigation: only what the user may open; before 2FA enrolment only its setup. */
function AdminNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const profile = useProfileStore((state) => state.profile);
  const sections = useNavSections()
    .map((section) => ({
      ...section,
      items: section.items.filter((item) =>
        profile.twoFactorConfirmed ? can(profile, item.auth) : item.to === 'two-factor',
      ),
    }))
    .filter((section) => section.items.length > 0);
  return (
    <nav aria-label={t('adminShell.nav.label')}>
      {sections.map((section) => (
        <div key={section.label}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {section.label}
          </Text>
          {section.items.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to === '' ? '/administration' : `/administration/${item.to}`}
              end={item.end}
              label={item.label}
              onClick={onNavigate}
            />
          ))}
        </div>
      ))}
    </nav>
  );
}

function AdminLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  useEffect(() => close(), [location.pathname, close]);
  return (
    <AppShell
      mode="static"
      header={{ height: 56 }}
      // Phones get the navigation in a drawer (closable, focus-trapped) instead of a sidebar.
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
      withBorder
    >
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('adminShell.nav.toggle')}
            />
            <Text fw={700}>{t('adminShell.nav.title')}</Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <AccountMenu showAdministration={false} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea>
          <AdminNav onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('adminShell.nav.title')}
        hiddenFrom="sm"
        size="xs"
      >
        <AdminNav onNavigate={close} />
      </Drawer>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** The administration layout (spec §2 /administration): guard, navigation, then the screen. */
export function AdminShell() {
  return (
    <AdminGuard>
      <AdminLayout />
    </AdminGuard>
  );
}
