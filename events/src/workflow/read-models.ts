import type { WorkflowKind, WorkflowLine, WorkflowStatus } from './rules';

/** One line of a workflow's log as the screen shows it (worded there). */
export interface WorkflowLogRow extends WorkflowLine {
  /** ISO-8601. */
  at: string;
}

/** One workflow on the `workflows` screen. */
export interface WorkflowRow {
  id: number;
  kind: WorkflowKind;
  league_id: number;
  league_name: string | null;
  status: WorkflowStatus;
  done: number;
  total: number;
  attempt: number;
  /** The summary of a succeeded run or the reason of a failed one; null while running. */
  outcome: WorkflowLine | null;
  started_by: number | null;
  started_at: string;
  updated_at: string;
  log: WorkflowLogRow[];
}
