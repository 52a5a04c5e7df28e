import type {
  DrawBracketInput,
  GenerateScheduleInput,
  RescheduleContestInput,
} from '@courtside/events';
import * as contest from './contest/commands';
import type { CommandDeps, CommandResult } from './core/deps';
import type { CommandMeta } from './core/metadata';
import * as plan from './league/plan-commands';

/** Schedules, brackets and re-planning, as the typed in-process API (see commands.ts). */
export interface PlanCommands {
  /** Generates a league's or tournament's schedule once; answers how many matches it made. */
  generateSchedule(
    leagueId: number,
    input: GenerateScheduleInput,
    meta?: CommandMeta,
  ): Promise<plan.ScheduleResult>;
  /** Draws a play-off or tournament bracket and schedules its first games. */
  drawBracket(
    leagueId: number,
    input: DrawBracketInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  /** Runs the bracket's process manager once more (repairs after a failure; idempotent). */
  advanceBracket(leagueId: number, meta?: CommandMeta): Promise<CommandResult | null>;
  rescheduleContest(
    contestId: number,
    input: RescheduleContestInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
}

export function createPlanCommands(deps: CommandDeps): PlanCommands {
  return {
    generateSchedule: (leagueId, input, meta) => plan.generateSchedule(deps, leagueId, input, meta),
    drawBracket: (leagueId, input, meta) => plan.drawLeagueBracket(deps, leagueId, input, meta),
    advanceBracket: (leagueId, meta) => plan.advanceBracket(deps, leagueId, meta),
    rescheduleContest: (contestId, input, meta) =>
      contest.rescheduleContest(deps, contestId, input, meta),
  };
}
