import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminLogout } from '../api/admin-logout';
import { useProfileStore } from '../stores/profile-store';
import { UserAvatar } from './user-avatar';

/** The signed-in admin's menu: administration, profile, two-factor, sign out. */
export function AccountMenu({ showAdministration = true }: { showAdministration?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfileStore((state) => state.profile);
  const logout = useAdminLogout();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('adminShell.account.menu', { name: profile.name })}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={profile.name} avatar={profile.avatar} size="sm" />
            <Text size="sm" fw={500} visibleFrom="sm">
              {profile.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.email}</Menu.Label>
        {showAdministration && (
          <Menu.Item component={Link} to="/administration">
            {t('adminShell.account.administration')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/administration/profile">
          {t('adminShell.account.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/administration/two-factor">
          {t('adminShell.account.twoFactor')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/') })}
        >
          {t('adminShell.account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
