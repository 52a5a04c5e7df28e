import {
  assignOfficialTestSchema,
  officialTestSchema,
  streams,
  submitOfficialTestSchema,
  type AssignOfficialTestInput,
  type OfficialTestInput,
  type SubmitOfficialTestInput,
} from '@courtside/events';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { handle } from '../core/handle';
import { authorise, decisionTime, eventMetadata, type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { attemptDecider, type AttemptCommand } from './attempt-decide';
import { officialTestDecider } from './decide';

/** Writes a test; questions and options are numbered from 1 in the order given. */
export async function createOfficialTest(
  deps: CommandDeps,
  input: OfficialTestInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const { now, run } = commandScope(deps, meta);
  const parsed = parseInput(officialTestSchema, input);
  const testId = await deps.ids('official_test', meta.idempotencyKey);
  const data = {
    testId,
    title: parsed.title,
    passMark: parsed.pass_mark,
    timeLimitMinutes: parsed.time_limit_minutes,
    questions: parsed.questions.map((question, q) => ({
      id: q + 1,
      text: question.text,
      multiple: question.multiple,
      options: question.options.map((option, o) => ({
        id: o + 1,
        text: option.text,
        correct: option.correct,
      })),
    })),
  };
  const result = await run(
    streams.officialTest(testId),
    officialTestDecider,
    { type: 'CreateOfficialTest', data, metadata: { now } },
    'no_stream',
  );
  return { id: testId, ...result };
}

/** Gives a test to officials (gateway checks that each account is an active official). */
export async function assignOfficialTest(
  deps: CommandDeps,
  rawId: number,
  input: AssignOfficialTestInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const testId = recordId(rawId);
  const parsed = parseInput(assignOfficialTestSchema, input);
  return run(streams.officialTest(testId), officialTestDecider, {
    type: 'AssignOfficialTest',
    data: { testId, accountIds: parsed.account_ids },
    metadata: { now },
  });
}

/** The official asking: only an official takes a test, and only as themself. */
function officialOf(meta: CommandMeta): number {
  authorise(meta, ['official']);
  const id = Number(meta.actor?.id);
  if (!Number.isInteger(id) || id <= 0) throw new ForbiddenError();
  return id;
}

/**
 * Runs an attempt command. The attempt stream's unique revisions make "once" atomic: of two
 * requests that raced, one appends and the other's append is refused; deciding that one again
 * on the stream as it now is answers what it would have answered a moment later (already
 * taken, or the attempt that is under way).
 */
async function onAttempt(
  deps: CommandDeps,
  testId: number,
  accountId: number,
  command: AttemptCommand,
  meta: CommandMeta,
): Promise<CommandResult> {
  const stream = streams.officialTestAttempt(testId, accountId);
  const run = () =>
    handle(deps.store, stream, attemptDecider, command, {
      metadata: eventMetadata(meta, command.metadata.now),
      idempotencyKey: meta.idempotencyKey,
    });
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return run();
  }
}

/** Begins (or resumes) the official's one attempt, freezing the questions it is graded on. */
export async function startOfficialTest(
  deps: CommandDeps,
  rawId: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const accountId = officialOf(meta);
  const testId = recordId(rawId);
  const test = await readState(deps.store, streams.officialTest(testId), officialTestDecider);
  // A test not given to this official is, for them, a test that does not exist.
  if (test.status !== 'created' || !test.assigned.has(accountId)) throw new NotFoundError();
  const now = decisionTime(meta, deps.clock);
  const snapshot = {
    testId,
    title: test.title,
    passMark: test.passMark,
    timeLimitMinutes: test.timeLimitMinutes,
    questions: test.questions,
  };
  return onAttempt(
    deps,
    testId,
    accountId,
    {
      type: 'StartOfficialTest',
      data: { accountId, test: snapshot },
      metadata: { now },
    },
    meta,
  );
}

/** Hands in the official's answers, graded against the questions frozen at the start. */
export async function submitOfficialTest(
  deps: CommandDeps,
  rawId: number,
  input: SubmitOfficialTestInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const accountId = officialOf(meta);
  const testId = recordId(rawId);
  const parsed = parseInput(submitOfficialTestSchema, input);
  const now = decisionTime(meta, deps.clock);
  const answers = parsed.answers.map((a) => ({
    questionId: a.question_id,
    optionIds: a.option_ids,
  }));
  return onAttempt(
    deps,
    testId,
    accountId,
    {
      type: 'SubmitOfficialTest',
      data: { accountId, answers },
      metadata: { now },
    },
    meta,
  );
}
