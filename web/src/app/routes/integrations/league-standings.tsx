import { useTranslation } from 'react-i18next';
import { StandingsStates } from '../../../features/league-page/components/standings-states';
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
      <StandingsStates standings={standings}>
        {(rows) => (
          <>
            <StandingsTable rows={rows} caption={t('standings.caption')} />
            <CriterionLegend rows={rows} />
          </>
        )}
      </StandingsStates>
    </WidgetFrame>
  );
}
