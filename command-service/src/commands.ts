import type {
  ChangeContestStatusInput,
  ContestOfficialsInput,
  LeagueOfficialInput,
  TransferOwnerInput,
  CreateLeagueInput,
  RegisterTeamInput,
  UpdateLeagueInput,
  CorrectResultInput,
  FinishContestInput,
  RecordScoresInput,
  ScheduleContestInput,
} from '@courtside/events';
import { createCatalogueCommands, type CatalogueCommands } from './catalogue-commands';
import * as category from './category/commands';
import * as contest from './contest/commands';
import type { CommandDeps, CommandResult, CreatedResult } from './core/deps';
import type { CommandMeta } from './core/metadata';
import * as league from './league/commands';
import * as officials from './league/officials';
import * as owner from './league/owner';
import * as update from './league/update';
import { createPlanCommands, type PlanCommands } from './plan-commands';

/**
 * The typed in-process API: the same validation, rules and appends as HTTP (the routes call
 * it), for the demo seeder and tests. Input fields are spelled as in the HTTP bodies.
 */
export interface Commands extends CatalogueCommands, PlanCommands {
  createCategory(input: category.CreateCategoryInput, meta?: CommandMeta): Promise<CreatedResult>;
  createLeague(input: CreateLeagueInput, meta?: CommandMeta): Promise<CreatedResult>;
  /** Answers the new team's id. */
  registerTeam(
    leagueId: number,
    input: RegisterTeamInput | { team_id: number },
    meta?: CommandMeta,
  ): Promise<CreatedResult>;
  /** Edits a league's fields and settings; records only what changed. */
  updateLeague(
    leagueId: number,
    input: UpdateLeagueInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  /** Hands every league one admin account owns to another. */
  transferLeagueOwnership(
    input: TransferOwnerInput,
    meta?: CommandMeta,
  ): Promise<owner.TransferOwnerResult>;
  assignLeagueOfficial(
    leagueId: number,
    input: LeagueOfficialInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  unassignLeagueOfficial(
    leagueId: number,
    input: LeagueOfficialInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  assignContestOfficials(
    contestId: number,
    input: ContestOfficialsInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  scheduleContest(input: ScheduleContestInput, meta?: CommandMeta): Promise<CreatedResult>;
  recordScores(
    contestId: number,
    input: RecordScoresInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  /** An administrator replaces a finished match's result, with a reason. */
  correctContestResult(
    contestId: number,
    input: CorrectResultInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  finishContest(
    contestId: number,
    input: FinishContestInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  postponeContest(
    contestId: number,
    input: ChangeContestStatusInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
  cancelContest(
    contestId: number,
    input: ChangeContestStatusInput,
    meta?: CommandMeta,
  ): Promise<CommandResult>;
}

export function createCommands(deps: CommandDeps): Commands {
  return {
    ...createCatalogueCommands(deps),
    ...createPlanCommands(deps),
    createCategory: (input, meta) => category.createCategory(deps, input, meta),
    createLeague: (input, meta) => league.createLeague(deps, input, meta),
    registerTeam: (leagueId, input, meta) => league.registerTeam(deps, leagueId, input, meta),
    updateLeague: (leagueId, input, meta) => update.updateLeague(deps, leagueId, input, meta),
    transferLeagueOwnership: (input, meta) => owner.transferLeagueOwnership(deps, input, meta),
    assignLeagueOfficial: (leagueId, input, meta) =>
      officials.changeLeagueOfficial(deps, 'AssignLeagueOfficial', leagueId, input, meta),
    unassignLeagueOfficial: (leagueId, input, meta) =>
      officials.changeLeagueOfficial(deps, 'UnassignLeagueOfficial', leagueId, input, meta),
    assignContestOfficials: (contestId, input, meta) =>
      contest.assignContestOfficials(deps, contestId, input, meta),
    scheduleContest: (input, meta) => contest.scheduleContest(deps, input, meta),
    recordScores: (contestId, input, meta) => contest.recordScores(deps, contestId, input, meta),
    finishContest: (contestId, input, meta) => contest.finishContest(deps, contestId, input, meta),
    correctContestResult: (contestId, input, meta) =>
      contest.correctContestResult(deps, contestId, input, meta),
    postponeContest: (contestId, input, meta) =>
      contest.changeContestStatus(deps, 'PostponeContest', contestId, input, meta),
    cancelContest: (contestId, input, meta) =>
      contest.changeContestStatus(deps, 'CancelContest', contestId, input, meta),
  };
}
