import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { LeagueOfficialsLists } from '../../../../features/officials-assignment';
import { RoutePage } from '../../../layouts/route-page';

/** leagues/lists-sl/{id}: a league's officials lists (spec §2, list.officials). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const leagueId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <RoutePage title={t('officialsAdmin.lists.title')} gap="md">
      {leagueId === null ? (
        <EmptyBlock title={t('officialsAdmin.lists.noLeague')} />
      ) : (
        <LeagueOfficialsLists leagueId={leagueId} />
      )}
    </RoutePage>
  );
}
