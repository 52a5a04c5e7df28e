import type { LeagueScheduleEvent } from '@courtside/events';

/** The league-stream events plan.ts folds (schedule and bracket), which league.ts passes over. */
export const leagueScheduleEventTypes: ReadonlySet<string> = new Set<LeagueScheduleEvent['type']>([
  'ScheduleGenerated',
  'BracketDrawn',
  'SeriesGameScheduled',
  'SeriesGameDecided',
  'SeriesDecided',
]);
