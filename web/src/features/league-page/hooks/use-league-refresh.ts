import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followRoom } from '../../../lib/socket';

/**
 * Follows a league's room and refetches its "as of" tables on every push: a result entered or
 * corrected may change the table as of any round, which a push of the live table cannot patch.
 */
export function useLeagueRefresh(leagueId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'standings-as-of'] });
    };
    return followRoom({
      target: { league: leagueId },
      onResync: refresh,
      onStandings: refresh,
      onContest: refresh,
    });
  }, [leagueId, queryClient]);
}
