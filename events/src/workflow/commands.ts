import * as yup from 'yup';
import { commandBody, commandFields as fields } from '../command-fields';
import { workflowKinds, type WorkflowKind, type WorkflowLine } from './rules';

/** Body of `POST /workflows`: which kind to run, on which league. */
export const startWorkflowSchema = commandBody({
  kind: yup.mixed<WorkflowKind>().oneOf(workflowKinds, 'invalid').required('required'),
  league_id: fields.integer().positive('required').required('required'),
});
export interface StartWorkflowInput {
  kind: WorkflowKind;
  league_id: number;
}

/** What the runner reports (in-process): a step done, a log line, the outcome. */
export interface WorkflowStepInput {
  step: string;
  total: number;
  line: WorkflowLine;
  result?: Record<string, string | number>;
}
