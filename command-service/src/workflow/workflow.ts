import type { WorkflowEvent, WorkflowKind, WorkflowStatus } from '@courtside/events';
import { assertNever } from '../core/decider';

/** A workflow as its decider and its runner need it: where it is and which steps are done. */
export type WorkflowState =
  | { status: 'absent' }
  | {
      status: WorkflowStatus;
      workflowId: number;
      kind: WorkflowKind;
      leagueId: number;
      params: Record<string, string | number>;
      attempt: number;
      /** Each finished step with what it produced (a resumed run reads the new league's id). */
      steps: Record<string, Record<string, string | number>>;
    };

export const initialState = (): WorkflowState => ({ status: 'absent' });

/** Folds every event of a `workflow-<id>` stream. */
export function evolve(state: WorkflowState, event: WorkflowEvent): WorkflowState {
  if (event.type === 'WorkflowStarted') {
    const { workflowId, kind, leagueId, params } = event.data;
    return { status: 'running', workflowId, kind, leagueId, params, attempt: 1, steps: {} };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'WorkflowStepCompleted':
      return { ...state, steps: { ...state.steps, [event.data.step]: event.data.result } };
    case 'WorkflowLogged':
      return state;
    case 'WorkflowSucceeded':
      return { ...state, status: 'succeeded' };
    case 'WorkflowFailed':
      return { ...state, status: 'failed' };
    case 'WorkflowRetried':
      return { ...state, status: 'running', attempt: event.data.attempt };
    default:
      return assertNever(event);
  }
}
