import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { usePageTitle } from '../../../components/ui/page-title';
import { useProfile } from '../api/profile';
import { AvatarCard } from './avatar-card';
import { ProfileForm } from './profile-form';

/**
 * The signed-in account's own profile page: its data and password beside its picture.
 * `onSaved` reloads whatever shows the name elsewhere (the shell's or the official's header);
 * `compact` is the officials' tighter layout.
 */
export function ProfilePage({ onSaved, compact = false }: { onSaved(): void; compact?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('users.profile.title'));
  const profile = useProfile();
  const padding = compact ? 'md' : 'lg';

  let body;
  if (profile.isLoading) body = <LoadingBlock rows={5} />;
  else if (profile.isError || !profile.data)
    body = <ErrorState onRetry={() => void profile.refetch()} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={compact ? 'lg' : 'xl'}>
        <Card withBorder padding={padding}>
          <ProfileForm profile={profile.data} onSaved={onSaved} />
        </Card>
        <Card withBorder padding={padding}>
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
