import * as yup from 'yup';
import type { EventOf } from '../event-of';
import { workflowKinds } from './rules';

const id = () => yup.number().integer().positive().required();
/** A message key and its parameters (see WorkflowLine). */
const line = () =>
  yup
    .object({
      key: yup.string().required(),
      params: yup.mixed<Record<string, string | number>>().default({}),
    })
    .required();

export const workflowStartedSchema = yup.object({
  workflowId: id(),
  kind: yup.string().oneOf(workflowKinds).required(),
  leagueId: id(),
  /** The kind's parameters as sent (ids and names only, never a secret). */
  params: yup.mixed<Record<string, string | number>>().default({}),
});

export const workflowStepCompletedSchema = yup.object({
  workflowId: id(),
  /** The step's own key inside the workflow (`create-league`, `mail-17`): done once. */
  step: yup.string().required(),
  /** Steps done, this one included, and how many the run has in all (its progress bar). */
  done: yup.number().integer().min(0).required(),
  total: yup.number().integer().min(0).required(),
  line: line(),
  /** What the step produced that a resumed run needs (the new league's id). */
  result: yup.mixed<Record<string, string | number>>().default({}),
});

export const workflowLoggedSchema = yup.object({ workflowId: id(), line: line() });
export const workflowSucceededSchema = yup.object({ workflowId: id(), line: line() });
export const workflowFailedSchema = yup.object({ workflowId: id(), reason: line() });
export const workflowRetriedSchema = yup.object({
  workflowId: id(),
  /** 2 for the first retry. */
  attempt: yup.number().integer().min(2).required(),
});

/** An administrator started a workflow (`workflow-<id>`); the runner picks it up. */
export type WorkflowStarted = EventOf<'WorkflowStarted', typeof workflowStartedSchema>;
/** One step of the run is done; a resumed run skips it. */
export type WorkflowStepCompleted = EventOf<
  'WorkflowStepCompleted',
  typeof workflowStepCompletedSchema
>;
/** A line of the run's log that is not a step (what it found, what it skipped). */
export type WorkflowLogged = EventOf<'WorkflowLogged', typeof workflowLoggedSchema>;
/** The run ended well; the line sums it up. */
export type WorkflowSucceeded = EventOf<'WorkflowSucceeded', typeof workflowSucceededSchema>;
/** The run stopped; the reason is in plain words (a message key). */
export type WorkflowFailed = EventOf<'WorkflowFailed', typeof workflowFailedSchema>;
/** An administrator retried a failed run: it resumes after its last finished step. */
export type WorkflowRetried = EventOf<'WorkflowRetried', typeof workflowRetriedSchema>;

/** Every event a `workflow-<id>` stream holds; the workflow decider folds them all. */
export type WorkflowEvent =
  | WorkflowStarted
  | WorkflowStepCompleted
  | WorkflowLogged
  | WorkflowSucceeded
  | WorkflowFailed
  | WorkflowRetried;
