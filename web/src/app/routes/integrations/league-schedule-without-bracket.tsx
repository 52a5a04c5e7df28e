import { ScheduleWidget } from './league-schedule';

/** /integrations/leagues/league/:id/schedule-without-bracket: the rounds only. */
export function Component() {
  return <ScheduleWidget />;
}
