import {
  assignContestOfficialsSchema,
  correctResultSchema,
  rescheduleContestSchema,
  type ContestOfficialsInput,
  type CorrectResultInput,
  type FinalResultInput,
  finalResultSchema,
  emptyScores,
  type RescheduleContestInput,
  changeContestStatusSchema,
  finishContestSchema,
  recordScoresSchema,
  scheduleContestSchema,
  streams,
  type ChangeContestStatusInput,
  type FinishContestInput,
  type RecordScoresInput,
  type ScheduleContestInput,
  type Scores,
} from '@courtside/events';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  scorers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { leagueDecider } from '../league/decide';
import { leagueSeasonClosed } from '../league/season';
import { contestDecider, type ContestCommand } from './decide';
import type { ContestState, Crew } from './contest';

/** Puts a contest between two registered teams of a league on the schedule. */
export async function scheduleContest(
  deps: CommandDeps,
  input: ScheduleContestInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  const parsed = parseInput(scheduleContestSchema, input);
  const now = decisionTime(meta, deps.clock);
  const { league } = await readState(deps.store, streams.league(parsed.league_id), leagueDecider);
  const contestId = await deps.ids('contest', meta.idempotencyKey);
  const data = {
    contestId,
    leagueId: parsed.league_id,
    round: parsed.round,
    time: new Date(parsed.time).toISOString(),
    location: parsed.location,
    firstTeamId: parsed.first_team_id,
    secondTeamId: parsed.second_team_id,
  };
  const result = await run(deps, contestId, meta, 'no_stream', {
    type: 'ScheduleContest',
    data,
    metadata: { now, league },
  });
  return { id: contestId, ...result };
}

/** Enters (or corrects) the whole score of a contest. */
export async function recordScores(
  deps: CommandDeps,
  contestId: number,
  input: RecordScoresInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, scorers);
  const id = recordId(contestId);
  const { expected_revision, ...rest } = parseInput(recordScoresSchema, input);
  const scores: Scores = rest;
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, expected_revision, {
    type: 'RecordScores',
    data: { contestId: id, scores },
    metadata: { now },
  });
}

/** Makes the recorded score final. */
export async function finishContest(
  deps: CommandDeps,
  contestId: number,
  input: FinishContestInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, scorers);
  const id = recordId(contestId);
  const parsed = parseInput(finishContestSchema, input);
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, parsed.expected_revision, {
    type: 'FinishContest',
    data: { contestId: id },
    metadata: { now },
  });
}

/** Postpones (`PostponeContest`) or calls off (`CancelContest`) a contest. */
export async function changeContestStatus(
  deps: CommandDeps,
  type: 'PostponeContest' | 'CancelContest',
  contestId: number,
  input: ChangeContestStatusInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(changeContestStatusSchema, input);
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, parsed.expected_revision, {
    type,
    data: { contestId: id, reason: parsed.reason },
    metadata: { now },
  });
}

/** Moves a contest to a new time and arena; a postponed contest is on again. */
export async function rescheduleContest(
  deps: CommandDeps,
  contestId: number,
  input: RescheduleContestInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(rescheduleContestSchema, input);
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, parsed.expected_revision, {
    type: 'RescheduleContest',
    data: { contestId: id, time: new Date(parsed.time).toISOString(), location: parsed.location },
    metadata: { now },
  });
}

/**
 * An organiser's result at any time after the start: corrects a finished contest's result or
 * enters one never finished; answers the stream's revision after it.
 */
export async function correctContestResult(
  deps: CommandDeps,
  contestId: number,
  input: CorrectResultInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const {
    expected_revision: expectedRevision,
    reason,
    ...rest
  } = parseInput(correctResultSchema, input);
  const scores: Scores = rest;
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, expectedRevision, {
    type: 'CorrectResult',
    data: { contestId: id, scores, reason },
    metadata: { now },
  });
}

/**
 * A data provider's result, final points only, at any time after the start: enters it or
 * corrects the one held (the periods stay empty); answers the stream's revision after it.
 */
export async function enterFinalResult(
  deps: CommandDeps,
  contestId: number,
  input: FinalResultInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(finalResultSchema, input);
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, parsed.expected_revision, {
    type: 'CorrectResult',
    data: {
      contestId: id,
      scores: emptyScores(),
      reason: parsed.reason,
      final: { first: parsed.first_team_points, second: parsed.second_team_points },
    },
    metadata: { now },
  });
}

/** Sets who serves a contest: ContestOfficialsAssigned with the whole crew, or nothing. */
export async function assignContestOfficials(
  deps: CommandDeps,
  contestId: number,
  input: ContestOfficialsInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(assignContestOfficialsSchema, input);
  const now = decisionTime(meta, deps.clock);
  const officials: Crew = [
    ...(parsed.delegate_id === null
      ? []
      : [{ accountId: parsed.delegate_id, role: 'delegate' as const }]),
    ...parsed.referee_ids.map((accountId) => ({ accountId, role: 'referee' as const })),
    ...(parsed.statistician_id === null
      ? []
      : [{ accountId: parsed.statistician_id, role: 'statistician' as const }]),
  ];
  return run(deps, id, meta, undefined, {
    type: 'AssignContestOfficials',
    data: { contestId: id, officials },
    metadata: { now },
  });
}

/**
 * Whether the contest's league belongs to an ended season (a new contest's league, else the one
 * the contest's stream names, from the state the handler has just read): one indexed query in
 * command-service's own tables, so a score save reads no stream but its contest's.
 */
async function withSeason(
  deps: CommandDeps,
  command: ContestCommand,
  contest: ContestState,
): Promise<ContestCommand> {
  const leagueId =
    command.type === 'ScheduleContest'
      ? command.data.leagueId
      : contest.status === 'absent'
        ? null
        : contest.leagueId;
  const seasonClosed = leagueId !== null && (await leagueSeasonClosed(deps, leagueId));
  return { ...command, metadata: { ...command.metadata, seasonClosed } } as ContestCommand;
}

async function run(
  deps: CommandDeps,
  contestId: number,
  meta: CommandMeta,
  expectedRevision: number | 'no_stream' | undefined,
  command: ContestCommand,
) {
  // A score or result claims its league as one with results before it is appended (the store's
  // league-results index), so the league can no longer be deleted.
  return handle(deps.store, streams.contest(contestId), contestDecider, command, {
    metadata: eventMetadata(meta, command.metadata.now),
    expectedRevision,
    idempotencyKey: meta.idempotencyKey,
    prepare: (prepared, state) => withSeason(deps, prepared, state),
  });
}
