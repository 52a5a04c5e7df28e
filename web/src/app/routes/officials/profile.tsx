import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useProfile } from '../../../features/profile/api/profile';
import { AvatarCard } from '../../../features/profile/components/avatar-card';
import { ProfileForm } from '../../../features/profile/components/profile-form';

/** Spec §2 officials `profile`: the official's own data, password and picture. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('users.profile.title'));
  const profile = useProfile();
  const queryClient = useQueryClient();
  // The guard and header show the official's name and picture: reload them after a change.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['official'] });

  let body;
  if (profile.isLoading) body = <LoadingBlock rows={5} />;
  else if (profile.isError || !profile.data)
    body = <ErrorState onRetry={() => void profile.refetch()} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <ProfileForm profile={profile.data} onSaved={refresh} />
        </Card>
        <Card withBorder padding="md">
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
