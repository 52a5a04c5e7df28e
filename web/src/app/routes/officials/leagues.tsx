import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/ui/page-title';
import { LeaguesList } from '../../../features/official-desk/components/leagues-list';

/** Spec §2 officials `leagues` (view.leagues), the area's default page. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('desk.leagues.title'));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('desk.leagues.title')}
      </Title>
      <LeaguesList />
    </Stack>
  );
}
