import { useParams } from 'react-router';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { LeaguePage } from '../../../../features/leagues/components/league-page';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const leagueId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  if (leagueId === null) return <EmptyBlock title={t('leaguesAdmin.page.notFound')} />;
  return <LeaguePage key={leagueId} leagueId={leagueId} />;
}
