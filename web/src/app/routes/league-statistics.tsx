import { useParams } from 'react-router';
import { LeagueStatistics } from '../../features/season/components/league-statistics';
import { NotFoundRoute } from './not-found';

/** Public /league/:id/statistics: team statistics with charts. */
export function Component() {
  const { id } = useParams();
  const leagueId = Number(id);
  if (!Number.isInteger(leagueId) || leagueId <= 0) return <NotFoundRoute />;
  return <LeagueStatistics leagueId={leagueId} />;
}
