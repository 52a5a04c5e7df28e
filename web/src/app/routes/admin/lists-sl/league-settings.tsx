import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { useCategoryOptions } from '../../../../features/catalogue/api/categories';
import { LeagueDetailsForm } from '../../../../features/leagues/components/league-details-form';
import { LeagueSettingsForm } from '../../../../features/officials-assignment';
import { RoutePage } from '../../../layouts/route-page';

/**
 * leagues/league/{id}/settings: the league's own fields (what the wizard set, and delete), then
 * its flags, standings points and fees (list.leagues).
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const categories = useCategoryOptions();
  const leagueId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <RoutePage title={t('officialsAdmin.settings.title')} gap="md">
      {leagueId === null ? (
        <EmptyBlock title={t('officialsAdmin.lists.noLeague')} />
      ) : (
        <>
          <LeagueDetailsForm leagueId={leagueId} categories={categories.data?.data ?? []} />
          <LeagueSettingsForm leagueId={leagueId} />
        </>
      )}
    </RoutePage>
  );
}
