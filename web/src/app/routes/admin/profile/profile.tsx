import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { adminUserKey } from '../../../../features/auth/api/get-admin-user';
import { useProfile } from '../../../../features/profile/api/profile';
import { AvatarCard } from '../../../../features/profile/components/avatar-card';
import { ProfileForm } from '../../../../features/profile/components/profile-form';

/** Spec §2 `profile` (any signed-in user): name, email, password and picture. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('users.profile.title'));
  const profile = useProfile();
  const queryClient = useQueryClient();
  // The shell's header shows the name and picture: reload the signed-in user after a change.
  const refreshShell = () => void queryClient.invalidateQueries({ queryKey: adminUserKey });

  let body;
  if (profile.isLoading) body = <LoadingBlock rows={5} />;
  else if (profile.isError || !profile.data)
    body = <ErrorState onRetry={() => void profile.refetch()} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding="lg">
          <ProfileForm profile={profile.data} onSaved={refreshShell} />
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('users.profile.avatarTitle')}
            </Title>
            <AvatarCard profile={profile.data} />
          </Stack>
        </Card>
      </SimpleGrid>
    );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('users.profile.title')}
      </Title>
      {body}
    </Stack>
  );
}
