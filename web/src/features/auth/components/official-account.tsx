import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOfficialLogout } from '../api/official-logout';
import type { OfficialSession } from '../stores/official-store';

/**
 * The signed-in official in the header, on every screen width (a phone's menu hides the rest
 * of the navigation): who is signed in, and the way out.
 */
export function OfficialAccount({ session }: { session: OfficialSession }) {
  const { t } = useTranslation();
  const logout = useOfficialLogout();
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text
        size="sm"
        fw={600}
        truncate="end"
        maw={{ base: 96, sm: 220 }}
        title={session.user.name}
        aria-label={t('scoreConsole.signedInAs', { name: session.user.name })}
      >
        {session.user.name}
      </Text>
      <Button
        variant="light"
        size="compact-md"
        loading={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/') })}
      >
        {t('nav.signOut')}
      </Button>
    </Group>
  );
}
