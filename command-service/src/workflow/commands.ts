import {
  nextSeason,
  startWorkflowSchema,
  streams,
  type StartWorkflowInput,
  type WorkflowLine,
  type WorkflowStepInput,
} from '@courtside/events';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { ConflictError, ValidationError } from '../core/errors';
import type { CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { leagueDecider } from '../league/decide';
import { seasonStreams } from '../league/season';
import { workflowDecider, type StartContext } from './decide';
import type { WorkflowState } from './workflow';

/** Whether the league stands, and the season after its category's (for a rollover). */
async function startContext(deps: CommandDeps, leagueId: number, now: string) {
  const { league } = await readState(deps.store, streams.league(leagueId), leagueDecider);
  const seasons = seasonStreams(deps.store);
  const categoryId = league.status === 'created' ? await seasons.categoryOf(leagueId) : null;
  const season = categoryId === null ? null : await seasons.seasonOf(categoryId);
  const context: StartContext = {
    now,
    leagueExists: league.status === 'created',
    nextSeason: season === null ? null : nextSeason(season),
  };
  return { context, season };
}

/**
 * An administrator starts a workflow on a league; the runner takes it from the log. A rollover's
 * id is keyed by its league and target season, so two rollovers started at once meet on one
 * stream and exactly one is recorded (the other gets 422), whatever the gateway checked before.
 */
export async function startWorkflow(
  deps: CommandDeps,
  input: StartWorkflowInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const scope = commandScope(deps, meta);
  const parsed = parseInput(startWorkflowSchema, input);
  const leagueId = parsed.league_id;
  const { context, season } = await startContext(deps, leagueId, scope.now);
  const rollover = parsed.kind === 'season-rollover' && context.nextSeason !== null;
  const workflowId = await deps.ids(
    'workflow',
    rollover ? `rollover:${leagueId}:${context.nextSeason}` : meta.idempotencyKey,
  );
  const params: Record<string, string | number> = { league_id: leagueId };
  if (rollover && season) Object.assign(params, { season, next_season: context.nextSeason! });
  try {
    const result = await scope.run(
      streams.workflow(workflowId),
      workflowDecider,
      {
        type: 'StartWorkflow',
        data: { workflowId, kind: parsed.kind, leagueId, params },
        metadata: context,
      },
      'no_stream',
    );
    return { id: workflowId, ...result };
  } catch (error) {
    if (rollover && error instanceof ConflictError) {
      throw ValidationError.field('league_id', {
        key: 'workflowRolloverStarted',
        params: { season: context.nextSeason! },
      });
    }
    throw error;
  }
}

/** The runner's view of a workflow: its kind, league, attempt and finished steps. */
export async function readWorkflow(deps: CommandDeps, workflowId: number): Promise<WorkflowState> {
  return readState(deps.store, streams.workflow(recordId(workflowId)), workflowDecider);
}

const runner = ['system'] as const;

/** The runner reports a finished step (a second report of the same step records nothing). */
export async function completeWorkflowStep(
  deps: CommandDeps,
  workflowId: number,
  input: WorkflowStepInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta, runner);
  return scope.run(streams.workflow(recordId(workflowId)), workflowDecider, {
    type: 'CompleteWorkflowStep',
    data: { step: input.step, total: input.total, line: input.line, result: input.result ?? {} },
    metadata: { now: scope.now },
  });
}

/** The runner adds a line to the log. */
export async function logWorkflow(
  deps: CommandDeps,
  workflowId: number,
  line: WorkflowLine,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta, runner);
  return scope.run(streams.workflow(recordId(workflowId)), workflowDecider, {
    type: 'LogWorkflow',
    data: { line },
    metadata: { now: scope.now },
  });
}

/** The runner ends the run: succeeded with a summary, or failed with a reason. */
export async function endWorkflow(
  deps: CommandDeps,
  workflowId: number,
  outcome: { succeeded: WorkflowLine } | { failed: WorkflowLine },
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta, runner);
  return scope.run(
    streams.workflow(recordId(workflowId)),
    workflowDecider,
    'succeeded' in outcome
      ? { type: 'SucceedWorkflow', data: { line: outcome.succeeded }, metadata: { now: scope.now } }
      : { type: 'FailWorkflow', data: { reason: outcome.failed }, metadata: { now: scope.now } },
  );
}

/** An administrator retries a failed workflow: it resumes after its last finished step. */
export async function retryWorkflow(
  deps: CommandDeps,
  workflowId: number,
  _input: unknown,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const scope = commandScope(deps, meta);
  return scope.run(streams.workflow(recordId(workflowId)), workflowDecider, {
    type: 'RetryWorkflow',
    data: {},
    metadata: { now: scope.now },
  });
}
