import type { LeagueScheduleEvent } from '@courtside/events';
import { NotFoundError } from '../core/errors';
import { decideDrawBracket, decideSeriesGames, decideSeriesResult } from './plan-bracket';
import type { DrawBracket, RecordSeriesResult, ScheduleSeriesGames } from './plan-bracket';
import { decideGenerateSchedule, type GenerateSchedule } from './plan-schedule';
import type { PlanState } from './plan-state';

// The league decider and the handler import the plan from here; generating the round robin
// and running the bracket live in files of their own.
export { evolveSchedule, initialPlan, type PlanState } from './plan-state';
export { scheduleFor, type GenerateSchedule } from './plan-schedule';
export type { DrawBracket, RecordSeriesResult, ScheduleSeriesGames } from './plan-bracket';

export type PlanCommand = GenerateSchedule | DrawBracket | RecordSeriesResult | ScheduleSeriesGames;

export function decidePlan(command: PlanCommand, state: PlanState): LeagueScheduleEvent[] {
  const league = state.league;
  if (league.status !== 'created') throw new NotFoundError();
  switch (command.type) {
    case 'GenerateSchedule':
      return decideGenerateSchedule(command, state, league);
    case 'DrawBracket':
      return decideDrawBracket(command, state, league);
    case 'RecordSeriesResult':
      return decideSeriesResult(command, state);
    case 'ScheduleSeriesGames':
      return decideSeriesGames(command, state);
  }
}
