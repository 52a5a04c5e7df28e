import { ErrorState, LoadingBlock } from '../../../components/ui/page-state';
import { ScheduleByRound } from '../../../features/results/components/schedule-by-round';
import { useLiveLeague } from '../../../features/results/hooks/use-live-league';
import { useWidgetLeagueId, WidgetFrame } from './widget-frame';

/**
 * /integrations/leagues/league/:id/schedule: every match by round, live. The play-off bracket
 * has no public read shape yet, so both schedule widgets show the rounds; the variant without
 * bracket is kept for embeds that name it.
 */
export function Component() {
  return <ScheduleWidget />;
}

export function ScheduleWidget() {
  const leagueId = useWidgetLeagueId();
  return leagueId === null ? (
    <WidgetFrame leagueId={null} title={undefined}>
      {null}
    </WidgetFrame>
  ) : (
    <LiveSchedule leagueId={leagueId} />
  );
}

function LiveSchedule({ leagueId }: { leagueId: number }) {
  const { schedule } = useLiveLeague(leagueId);
  return (
    <WidgetFrame leagueId={leagueId} title={schedule.data?.league.name}>
      {schedule.isPending ? (
        <LoadingBlock rows={6} />
      ) : schedule.isError ? (
        <ErrorState onRetry={() => void schedule.refetch()} />
      ) : (
        <ScheduleByRound contests={schedule.data.contests} />
      )}
    </WidgetFrame>
  );
}
