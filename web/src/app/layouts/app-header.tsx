import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { AdminLoginDialog } from '../../features/auth/components/admin-login-dialog';
import {
  isAuthenticated as isAdmin,
  useProfileStore,
} from '../../features/auth/stores/profile-store';
import { OfficialAccount } from '../../features/auth/components/official-account';
import { OfficialLoginForm } from '../../features/auth/components/official-login-form';
import type { ResetKind } from '../../features/password-reset/api/password-reset';
import { ForgotPasswordDialog } from '../../features/password-reset/components/forgot-password-dialog';
import { PendingCodeRedirect } from '../guards/admin-guard';
import { isAuthenticated, useOfficialStore } from '../../features/auth/stores/official-store';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useOfficialStore((state) => isAuthenticated(state.session));
  const items = [
    { to: '/', label: t('nav.results'), end: true },
    { to: '/leagues', label: t('nav.leagues'), end: true },
    { to: '/contests', label: t('publicPages.nav.contests'), end: true },
    { to: '/baza-igraca', label: t('publicPages.nav.players'), end: true },
    { to: '/appointments', label: t('publicForms.nav.appointments'), end: true },
    { to: '/contact', label: t('publicForms.nav.contact'), end: true },
    signedIn
      ? { to: '/officials', label: t('nav.officialsArea'), end: false }
      : { to: '/officials/login', label: t('nav.officialsLogin'), end: true },
  ];
  return (
    <>
      {items.map((item) => (
        <Anchor
          key={item.to}
          component={NavLink}
          to={item.to}
          end={item.end}
          onClick={onNavigate}
          fw={500}
          c="inherit"
          className="cs-nav-link"
        >
          {item.label}
        </Anchor>
      ))}
    </>
  );
}

/** Spec §2 login dialogs: the admin's (with its 2FA step) and the officials' sign-in. */
function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useProfileStore((state) => isAdmin(state.profile));
  const codePending = useProfileStore((state) => state.profile.needsConfirming2FACode);
  const [adminOpen, adminDialog] = useDisclosure(false);
  const [officialOpen, officialDialog] = useDisclosure(false);
  const [forgotKind, setForgotKind] = useState<ResetKind | null>(null);
  // A sign-in dialog swapped for the reset one leaves focus to it: returning focus to the menu
  // the sign-in was opened from would take it out of the open dialog (Escape then did nothing).
  const returnFocus = forgotKind === null;
  const official = useOfficialStore((state) => state.session);
  if (admin) return <AccountMenu />;
  // A signed-in official sees their name and sign-out, not "Sign in" again.
  if (isAuthenticated(official)) return <OfficialAccount session={official} />;
  // The "Forgot password?" link of both sign-in dialogs swaps the dialog for the reset one.
  const forgotLink = (kind: ResetKind, closeLogin: () => void) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => {
        closeLogin();
        setForgotKind(kind);
      }}
    >
      {t('adminShell.login.forgot')}
    </Anchor>
  );
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="light" size="compact-md">
            {t('adminShell.header.signIn')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={adminDialog.open}>{t('adminShell.header.adminLogin')}</Menu.Item>
          <Menu.Item onClick={officialDialog.open}>
            {t('adminShell.header.officialsLogin')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AdminLoginDialog
        opened={adminOpen || codePending}
        onClose={adminDialog.close}
        forgotPassword={forgotLink('admin', adminDialog.close)}
        returnFocus={returnFocus}
      />
      <Modal
        opened={officialOpen}
        onClose={officialDialog.close}
        returnFocus={returnFocus}
        title={t('login.title')}
        centered
      >
        <OfficialLoginForm
          onSignedIn={() => {
            officialDialog.close();
            void navigate('/officials/contests');
          }}
        />
        <Group mt="sm">{forgotLink('official', officialDialog.close)}</Group>
      </Modal>
      <ForgotPasswordDialog
        opened={forgotKind !== null}
        onClose={() => setForgotKind(null)}
        kind={forgotKind ?? 'admin'}
      />
    </>
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  // The administration's own bar carries the account menu and language switcher.
  const inAdministration = useLocation().pathname.startsWith('/administration');
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <PendingCodeRedirect />
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={t('nav.home')}>
            <Text fw={800} fz="xl" c="orange.7">
              Courtside
            </Text>
          </Anchor>
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('nav.main')}>
            <NavItems />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {!inAdministration && <HeaderAccount />}
            {/* On a phone the language choice sits in the menu: the account needs the room. */}
            {!inAdministration && (
              <Box visibleFrom="sm">
                <LanguageSwitcher />
              </Box>
            )}
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={t('nav.menu')} />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Courtside" hiddenFrom="sm" size="xs">
        <Stack component="nav" aria-label={t('nav.main')}>
          <NavItems onNavigate={close} />
          {!inAdministration && <LanguageSwitcher />}
        </Stack>
      </Drawer>
    </header>
  );
}
