import { useTranslation } from 'react-i18next';
import { EmptyBlock, ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { StandingsTable } from '../../../features/league-page/components/standings-table';
import { useLeagueRoom } from '../../../features/league-page/hooks/use-league-room';
import { CriterionLegend } from '../../../features/league-page/components/criterion-legend';
import { LeagueWidget, WidgetFrame } from './widget-frame';

/** /integrations/leagues/league/:id/standings: the live table alone. */
export function Component() {
  return <LeagueWidget render={(leagueId) => <LiveStandings leagueId={leagueId} />} />;
}

function LiveStandings({ leagueId }: { leagueId: number }) {
  const { t } = useTranslation();
  const { standings } = useLeagueRoom(leagueId);
  return (
    <WidgetFrame leagueId={leagueId} title={standings.data?.league.name}>
      {standings.isPending ? (
        <LoadingBlock rows={6} />
      ) : standings.isError ? (
        <ErrorState onRetry={() => void standings.refetch()} />
      ) : standings.data.standings.length === 0 ? (
        <EmptyBlock title={t('standings.empty')} />
      ) : (
        <>
          <StandingsTable rows={standings.data.standings} caption={t('standings.caption')} />
          <CriterionLegend rows={standings.data.standings} />
        </>
      )}
    </WidgetFrame>
  );
}
