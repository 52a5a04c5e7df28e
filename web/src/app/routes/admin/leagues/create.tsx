import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { useCategoryOptions } from '../../../../features/catalogue/api/categories';
import { leagueKinds, type LeagueKind } from '../../../../features/leagues/api/leagues';
import { CreateLeagueWizard } from '../../../../features/leagues/components/create-wizard';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  const { kind } = useParams();
  const categories = useCategoryOptions();
  const known = leagueKinds.includes(kind as LeagueKind) ? (kind as LeagueKind) : null;
  const title = known
    ? t('leaguesAdmin.create.title', { kind: t(`leaguesAdmin.kinds.${known}`) })
    : t('leaguesAdmin.list.title');
  return (
    <RoutePage title={title} gap="md">
      {known ? (
        <CreateLeagueWizard key={known} kind={known} categories={categories.data?.data ?? []} />
      ) : (
        <EmptyBlock title={t('leaguesAdmin.create.unknownKind')} />
      )}
    </RoutePage>
  );
}
