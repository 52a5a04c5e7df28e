import type { ChangeContestStatusInput, LeagueOfficialInput } from '@courtside/events';
import * as arena from './arena/commands';
import * as category from './category/commands';
import * as contest from './contest/commands';
import type { CommandDeps } from './core/deps';
import type { CommandMeta } from './core/metadata';
import * as league from './league/commands';
import * as officials from './league/officials';
import * as owner from './league/owner';
import * as plan from './league/plan-commands';
import * as update from './league/update';
import * as leagueDeletion from './league/delete';
import * as sport from './sport/commands';
import * as team from './team/commands';
import * as matchReport from './match-report/commands';
import * as officialTest from './official-test/commands';
import * as club from './club/commands';
import * as licence from './licence/commands';
import * as platform from './platform/season-end';
import * as recording from './recording/commands';
import * as video from './video/commands';
import * as workflow from './workflow/commands';

/** An application function with its dependencies supplied: what a caller of the API sees. */
function withDeps<Args extends unknown[], Result>(
  deps: CommandDeps,
  run: (deps: CommandDeps, ...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => run(deps, ...args);
}

/**
 * The typed in-process API: the same validation, rules and appends as HTTP (the routes call
 * it), for the demo seeder and tests. Input fields are spelled as in the HTTP bodies; each
 * function's contract is the one of the application function it binds.
 */
export function createCommands(deps: CommandDeps) {
  const bind = <Args extends unknown[], Result>(
    run: (deps: CommandDeps, ...args: Args) => Result,
  ) => withDeps(deps, run);
  return {
    createCategory: bind(category.createCategory),
    updateCategory: bind(category.updateCategory),
    moveCategory: bind(category.moveCategory),
    deleteCategory: bind(category.deleteCategory),
    createArena: bind(arena.createArena),
    updateArena: bind(arena.updateArena),
    deleteArena: bind(arena.deleteArena),
    createSport: bind(sport.createSport),
    updateSport: bind(sport.updateSport),
    deleteSport: bind(sport.deleteSport),
    createTeam: bind(team.createTeam),
    updateTeam: bind(team.updateTeam),
    deleteTeam: bind(team.deleteTeam),
    createLeague: bind(league.createLeague),
    /** Answers the new team's id; `{ team_id }` registers a team of the catalogue. */
    registerTeam: bind(league.registerTeam),
    /** Renames a league's team (provider imports); the same name again records nothing. */
    renameLeagueTeams: bind(league.renameLeagueTeams),
    /** Edits a league's fields and settings; records only what changed. */
    updateLeague: bind(update.updateLeague),
    /** Deletes a league (the gateway first checks it has no result). */
    deleteLeague: bind(leagueDeletion.deleteLeague),
    /** Hands every league one admin account owns to another. */
    transferLeagueOwnership: bind(owner.transferLeagueOwnership),
    assignLeagueOfficial: (leagueId: number, input: LeagueOfficialInput, meta?: CommandMeta) =>
      officials.changeLeagueOfficial(deps, 'AssignLeagueOfficial', leagueId, input, meta),
    unassignLeagueOfficial: (leagueId: number, input: LeagueOfficialInput, meta?: CommandMeta) =>
      officials.changeLeagueOfficial(deps, 'UnassignLeagueOfficial', leagueId, input, meta),
    /** Generates a league's or tournament's schedule once; answers how many contests it made. */
    generateSchedule: bind(plan.generateSchedule),
    /** Draws a play-off or tournament bracket and schedules its first contests. */
    drawBracket: bind(plan.drawLeagueBracket),
    /** Runs the bracket's process manager once more (repairs after a failure; idempotent). */
    advanceBracket: bind(plan.advanceBracket),
    scheduleContest: bind(contest.scheduleContest),
    recordScores: bind(contest.recordScores),
    finishContest: bind(contest.finishContest),
    postponeContest: (contestId: number, input: ChangeContestStatusInput, meta?: CommandMeta) =>
      contest.changeContestStatus(deps, 'PostponeContest', contestId, input, meta),
    cancelContest: (contestId: number, input: ChangeContestStatusInput, meta?: CommandMeta) =>
      contest.changeContestStatus(deps, 'CancelContest', contestId, input, meta),
    rescheduleContest: bind(contest.rescheduleContest),
    /** An administrator replaces a finished contest's result, with a reason. */
    correctContestResult: bind(contest.correctContestResult),
    enterFinalResult: bind(contest.enterFinalResult),
    assignContestOfficials: bind(contest.assignContestOfficials),
    /** An official files a match's report (replacing the one before). */
    fileMatchReport: bind(matchReport.fileMatchReport),
    createOfficialTest: bind(officialTest.createOfficialTest),
    assignOfficialTest: bind(officialTest.assignOfficialTest),
    /** The official's one attempt: begins it, or resumes it while its time runs. */
    startOfficialTest: bind(officialTest.startOfficialTest),
    submitOfficialTest: bind(officialTest.submitOfficialTest),
    createClub: bind(club.createClub),
    updateClub: bind(club.updateClub),
    deleteClub: bind(club.deleteClub),
    /** Issues a player's (JMBG unique, claimed in the database) or a club official's licence. */
    issueLicence: bind(licence.issueLicence),
    transferLicence: bind(licence.transferLicence),
    revokeLicence: bind(licence.revokeLicence),
    /** Ends a season: its leagues become read-only. */
    endSeason: bind(platform.endSeason),
    /** A representative books a match's recording (one booking per match per club). */
    requestRecording: bind(recording.requestRecording),
    takeBookingStep: bind(recording.takeBookingStep),
    /** A match's video: the upload's id, the stored file attached, an administrator's removal. */
    claimVideo: bind(video.claimVideo),
    attachVideo: bind(video.attachVideo),
    removeVideo: bind(video.removeVideo),
    withdrawBooking: bind(recording.withdrawBooking),
    /** Issue 12: an administrator starts or retries a workflow; the runner reports its run. */
    startWorkflow: bind(workflow.startWorkflow),
    retryWorkflow: bind(workflow.retryWorkflow),
    readWorkflow: bind(workflow.readWorkflow),
    completeWorkflowStep: bind(workflow.completeWorkflowStep),
    logWorkflow: bind(workflow.logWorkflow),
    endWorkflow: bind(workflow.endWorkflow),
  };
}

export type Commands = ReturnType<typeof createCommands>;
