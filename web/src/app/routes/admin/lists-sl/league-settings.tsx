import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { usePageTitle } from '../../../../components/ui/page-title';
import { useCategoryOptions } from '../../../../features/catalogue/api/categories';
import { LeagueDetailsForm } from '../../../../features/leagues/components/league-details-form';
import { LeagueSettingsForm } from '../../../../features/officials-assignment';

/**
 * leagues/league/{id}/settings: the league's own fields (what the wizard set, and delete), then
 * its flags, standings points and fees (list.leagues).
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const categories = useCategoryOptions();
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
        <>
          <LeagueDetailsForm leagueId={leagueId} categories={categories.data?.data ?? []} />
          <LeagueSettingsForm leagueId={leagueId} />
        </>
      )}
    </Stack>
  );
}
