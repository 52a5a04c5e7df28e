import { useParams } from 'react-router';
import { EmptyBlock } from '../../../../components/ui/page-state';
import { LeagueAdminPage } from '../../../../features/leagues/components/league-admin-page';
import { LeagueOfficialsLists } from '../../../../features/officials-assignment';
import { RoundStandings } from '../../../../features/league-page/components/round-standings';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const leagueId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  if (leagueId === null) return <EmptyBlock title={t('leaguesAdmin.page.notFound')} />;
  return (
    <LeagueAdminPage
      key={leagueId}
      leagueId={leagueId}
      referees={<LeagueOfficialsLists leagueId={leagueId} />}
      tables={<RoundStandings leagueId={leagueId} />}
    />
  );
}
