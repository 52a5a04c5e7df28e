import type { AuditMappings, ModelState } from '../audit';
import type { WorkflowEvent } from './events';

const workflow = (event: { data: { workflowId: number } }) => [
  { model: 'workflow' as const, id: event.data.workflowId },
];
const status =
  (state: string) =>
  (_model: unknown, before: ModelState | null): ModelState => ({ ...before, status: state });

/** A workflow's history: who started it on which league, how it ended, each retry. */
export const workflowAudit: AuditMappings<WorkflowEvent> = {
  WorkflowStarted: {
    models: workflow,
    evolve: (_model, _state, { data }) => ({
      kind: data.kind,
      league_id: data.leagueId,
      status: 'running',
      attempt: 1,
    }),
    tags: () => ['created'],
  },
  WorkflowStepCompleted: { models: () => [], evolve: (_m, s) => s, tags: () => [] },
  WorkflowLogged: { models: () => [], evolve: (_m, s) => s, tags: () => [] },
  WorkflowSucceeded: { models: workflow, evolve: status('succeeded'), tags: () => ['status'] },
  WorkflowFailed: { models: workflow, evolve: status('failed'), tags: () => ['status'] },
  WorkflowRetried: {
    models: workflow,
    evolve: (_model, before, { data }) => ({ ...before, status: 'running', attempt: data.attempt }),
    tags: () => ['status'],
  },
};
