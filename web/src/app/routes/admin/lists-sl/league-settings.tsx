import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { LeagueSettingsForm } from '../../../../features/officials-assignment';

/** leagues/league/{id}/settings: flags, standings points and fees of one league (list.leagues). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  usePageTitle(t('officialsAdmin.settings.title'));
  const leagueId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('officialsAdmin.settings.title')}
      </Title>
      {leagueId === null ? (
        <EmptyBlock title={t('officialsAdmin.lists.noLeague')} />
      ) : (
        <LeagueSettingsForm leagueId={leagueId} />
      )}
    </Stack>
  );
}
