import type { WorkflowEvent, WorkflowKind, WorkflowLine } from '@courtside/events';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type WorkflowState } from './workflow';

/** What the start decision knows of the world: whether the league is there, its season. */
export type StartContext = DecisionMetadata & {
  leagueExists: boolean;
  /** The season a rollover goes into; null when the league's season has no successor. */
  nextSeason: string | null;
};

export type StartWorkflow = Command<
  'StartWorkflow',
  {
    workflowId: number;
    kind: WorkflowKind;
    leagueId: number;
    params: Record<string, string | number>;
  },
  StartContext
>;
export type CompleteWorkflowStep = Command<
  'CompleteWorkflowStep',
  { step: string; total: number; line: WorkflowLine; result: Record<string, string | number> }
>;
export type LogWorkflow = Command<'LogWorkflow', { line: WorkflowLine }>;
export type SucceedWorkflow = Command<'SucceedWorkflow', { line: WorkflowLine }>;
export type FailWorkflow = Command<'FailWorkflow', { reason: WorkflowLine }>;
export type RetryWorkflow = Command<'RetryWorkflow', Record<string, never>>;

export type WorkflowCommand =
  | StartWorkflow
  | CompleteWorkflowStep
  | LogWorkflow
  | SucceedWorkflow
  | FailWorkflow
  | RetryWorkflow;

type Existing = Exclude<WorkflowState, { status: 'absent' }>;

function start(command: StartWorkflow, state: WorkflowState): WorkflowEvent[] {
  const { data, metadata } = command;
  if (!metadata.leagueExists) throw ValidationError.field('league_id', 'workflowNoLeague');
  if (data.kind === 'season-rollover') {
    if (!metadata.nextSeason) throw ValidationError.field('league_id', 'workflowNoSeason');
    // The id is keyed by league and season: a second rollover lands on this stream.
    if (state.status !== 'absent') {
      throw ValidationError.field('league_id', {
        key: 'workflowRolloverStarted',
        params: { season: metadata.nextSeason },
      });
    }
  } else if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
  return [{ type: 'WorkflowStarted', data: { ...data } }];
}

function running(state: WorkflowState): Existing {
  if (state.status === 'absent') throw new NotFoundError();
  if (state.status !== 'running') throw new ValidationError('workflowEnded');
  return state;
}

function completeStep(command: CompleteWorkflowStep, state: WorkflowState): WorkflowEvent[] {
  const current = running(state);
  const { step, total, line, result } = command.data;
  // A resumed run reports a step again only when the first report was lost: nothing to add.
  if (Object.hasOwn(current.steps, step)) return [];
  const done = Object.keys(current.steps).length + 1;
  return [
    {
      type: 'WorkflowStepCompleted',
      data: {
        workflowId: current.workflowId,
        step,
        done,
        total: Math.max(total, done),
        line,
        result,
      },
    },
  ];
}

function end(command: SucceedWorkflow | FailWorkflow, state: WorkflowState): WorkflowEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  const outcome = command.type === 'SucceedWorkflow' ? 'succeeded' : 'failed';
  // The outcome reported twice (a job redelivered after its report): nothing to add.
  if (state.status === outcome) return [];
  const { workflowId } = running(state);
  return command.type === 'SucceedWorkflow'
    ? [{ type: 'WorkflowSucceeded', data: { workflowId, line: command.data.line } }]
    : [{ type: 'WorkflowFailed', data: { workflowId, reason: command.data.reason } }];
}

function retry(state: WorkflowState): WorkflowEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  if (state.status !== 'failed') throw new ValidationError('workflowNotFailed');
  return [
    { type: 'WorkflowRetried', data: { workflowId: state.workflowId, attempt: state.attempt + 1 } },
  ];
}

/**
 * The one decider of `workflow-<id>`: started by an administrator, its steps and log reported by
 * the runner (each step once), ended once, and a failed run retried.
 */
function decide(command: WorkflowCommand, state: WorkflowState): WorkflowEvent[] {
  switch (command.type) {
    case 'StartWorkflow':
      return start(command, state);
    case 'CompleteWorkflowStep':
      return completeStep(command, state);
    case 'LogWorkflow': {
      const { workflowId } = running(state);
      return [{ type: 'WorkflowLogged', data: { workflowId, line: command.data.line } }];
    }
    case 'SucceedWorkflow':
    case 'FailWorkflow':
      return end(command, state);
    case 'RetryWorkflow':
      return retry(state);
    default:
      return assertNever(command);
  }
}

export const workflowDecider: Decider<WorkflowCommand, WorkflowState, WorkflowEvent> = {
  decide,
  evolve,
  initialState,
};
