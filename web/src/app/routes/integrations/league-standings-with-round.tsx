import { useLeagueRoom } from '../../../features/league-page/hooks/use-league-room';
import { RoundStandings } from '../../../features/league-page/components/round-standings';
import { LeagueWidget, WidgetFrame } from './widget-frame';

/** /integrations/leagues/league/:id/standings-with-round: the table with a round selector. */
export function Component() {
  return <LeagueWidget render={(leagueId) => <StandingsWithRound leagueId={leagueId} />} />;
}

function StandingsWithRound({ leagueId }: { leagueId: number }) {
  const { standings } = useLeagueRoom(leagueId);
  return (
    <WidgetFrame leagueId={leagueId} title={standings.data?.league.name}>
      <RoundStandings leagueId={leagueId} liveRows={standings.data?.standings} exports={false} />
    </WidgetFrame>
  );
}
