import { messages, scoreFields, streams, type ScoreField, type Scores } from '@courtside/events';
import * as yup from 'yup';
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
import { body, fields, recordId } from '../core/schema';
import { leagueDecider } from '../league/decide';
import { scoreLimits } from './contest';
import { contestDecider, type ContestCommand } from './decide';
import { afterResult } from './replan-commands';

/** Body of `POST /contests`. */
export interface ScheduleContestInput {
  league_id: number;
  round: number;
  /** ISO-8601 start time with an offset or Z; stored in UTC. */
  time: string;
  location?: string | null;
  first_team_id: number;
  second_team_id: number;
}

/** Body of `PUT /contests/:id/score`: the whole score (missing periods are null). */
export type RecordScoresInput = Partial<Record<ScoreField, number | null>> & {
  expected_revision: number;
};

/** Body of `POST /contests/:id/finish`. */
export interface FinishContestInput {
  expected_revision: number;
}

/** Body of `POST /contests/:id/postpone` and `/cancel`. */
export interface ChangeContestStatusInput {
  expected_revision: number;
  reason?: string | null;
}

const scheduleSchema = body({
  league_id: fields.id().required(messages.required),
  round: fields.integer().min(1, messages.validNumber).required(messages.required),
  time: yup
    .string()
    .typeError(messages.invalid)
    .required(messages.required)
    .datetime({ allowOffset: true, message: messages.invalid }),
  location: fields.text(),
  first_team_id: fields.id().required(messages.required),
  second_team_id: fields.id().required(messages.required),
});

const score = () =>
  fields
    .integer()
    .min(scoreLimits.min, messages.validNumber)
    .max(scoreLimits.max, messages.validNumber)
    .nullable()
    .default(null);
const scoresSchema = body({
  ...(Object.fromEntries(scoreFields.map((field) => [field, score()])) as Record<
    ScoreField,
    ReturnType<typeof score>
  >),
  expected_revision: fields.expectedRevision(),
});
const finishSchema = body({ expected_revision: fields.expectedRevision() });
const statusSchema = body({
  expected_revision: fields.expectedRevision(),
  reason: fields.text().max(1000, messages.invalid),
});

/** Puts a match between two registered teams of a league on the schedule. */
export async function scheduleContest(
  deps: CommandDeps,
  input: ScheduleContestInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  const parsed = parseInput(scheduleSchema, input);
  const now = decisionTime(meta, deps.clock);
  const league = await readState(deps.store, streams.league(parsed.league_id), leagueDecider);
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

/** Enters (or corrects) the whole score of a match. */
export async function recordScores(
  deps: CommandDeps,
  contestId: number,
  input: RecordScoresInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, scorers);
  const id = recordId(contestId);
  const { expected_revision, ...rest } = parseInput(scoresSchema, input);
  const scores: Scores = rest;
  const now = decisionTime(meta, deps.clock);
  const result = await run(deps, id, meta, expected_revision, {
    type: 'RecordScores',
    data: { contestId: id, scores },
    metadata: { now },
  });
  // A corrected final result counts for its series if it was not counted yet.
  await afterResult(deps, id, meta);
  return result;
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
  const parsed = parseInput(finishSchema, input);
  const now = decisionTime(meta, deps.clock);
  const result = await run(deps, id, meta, parsed.expected_revision, {
    type: 'FinishContest',
    data: { contestId: id },
    metadata: { now },
  });
  // A decided play-off game may decide its series and fill the next round.
  await afterResult(deps, id, meta);
  return result;
}

/** Postpones (`PostponeContest`) or calls off (`CancelContest`) a match. */
export async function changeContestStatus(
  deps: CommandDeps,
  type: 'PostponeContest' | 'CancelContest',
  contestId: number,
  input: ChangeContestStatusInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(statusSchema, input);
  const now = decisionTime(meta, deps.clock);
  return run(deps, id, meta, parsed.expected_revision, {
    type,
    data: { contestId: id, reason: parsed.reason },
    metadata: { now },
  });
}

function run(
  deps: CommandDeps,
  contestId: number,
  meta: CommandMeta,
  expectedRevision: number | 'no_stream',
  command: ContestCommand,
) {
  return handle(deps.store, streams.contest(contestId), contestDecider, command, {
    metadata: eventMetadata(meta, command.metadata.now),
    expectedRevision,
    idempotencyKey: meta.idempotencyKey,
  });
}
