import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { FixturesImport } from '../../../../features/leagues/components/fixtures-import';
import { RoutePage } from '../../../layouts/route-page';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const leagueId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <RoutePage title={t('leaguesAdmin.fixtures.title')} gap="md">
      {leagueId === null ? (
        <EmptyBlock title={t('leaguesAdmin.page.notFound')} />
      ) : (
        <FixturesImport leagueId={leagueId} />
      )}
    </RoutePage>
  );
}
