import { Stack } from '@mantine/core';
import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { ScheduleByRound } from '../../../features/league-page/components/schedule-by-round';
import { useLeagueRoom } from '../../../features/league-page/hooks/use-league-room';
import { PublicBracket } from '../../../features/league-page/components/public-bracket';
import { LeagueWidget, WidgetFrame } from './widget-frame';

/**
 * /integrations/leagues/league/:id/schedule: a play-off's or tournament's bracket, then every
 * contest by round, live. The variant without bracket shows the rounds only.
 */
export function Component() {
  return <ScheduleWidget withBracket />;
}

export function ScheduleWidget({ withBracket = false }: { withBracket?: boolean }) {
  return (
    <LeagueWidget
      render={(leagueId) => <LiveSchedule leagueId={leagueId} withBracket={withBracket} />}
    />
  );
}

function LiveSchedule({ leagueId, withBracket }: { leagueId: number; withBracket: boolean }) {
  const { schedule } = useLeagueRoom(leagueId);
  return (
    <WidgetFrame leagueId={leagueId} title={schedule.data?.league.name}>
      {schedule.isPending ? (
        <LoadingBlock rows={6} />
      ) : schedule.isError ? (
        <ErrorState onRetry={() => void schedule.refetch()} />
      ) : (
        <Stack gap="lg">
          {withBracket && <PublicBracket leagueId={leagueId} kind={schedule.data.league.kind} />}
          <ScheduleByRound contests={schedule.data.contests} />
        </Stack>
      )}
    </WidgetFrame>
  );
}
