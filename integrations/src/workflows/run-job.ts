import type { WorkflowLine } from '@courtside/events';
import { line, WorkflowFailure, type WorkflowRun, type WorkflowServices } from './context';
import { workflowRunners } from './kinds';

/** The runner acts as the system: its reports and changes are the system's in the audit log. */
const asSystem = { actor: { kind: 'system' as const, id: null } };

/**
 * One delivery of a workflow's job. The stream says where the run is: an ended run is left alone
 * (a job delivered twice), finished steps are skipped. A failure in plain words (the league gone,
 * the season taken) ends the run at once; anything else is thrown so pg-boss tries again with
 * back-off, and the last attempt records the failure.
 */
export async function runWorkflowJob(
  services: WorkflowServices,
  workflowId: number,
  lastAttempt: boolean,
): Promise<void> {
  const { commands, logger } = services;
  const state = await commands.readWorkflow(workflowId);
  if (state.status !== 'running') return;
  const finished = { ...state.steps };
  const run: WorkflowRun = {
    ...services,
    workflowId,
    leagueId: state.leagueId,
    params: state.params,
    async step(key, total, work) {
      const earlier = finished[key];
      if (earlier) return earlier;
      const { line: said, result = {} } = await work();
      await commands.completeWorkflowStep(
        workflowId,
        { step: key, total, line: said, result },
        asSystem,
      );
      finished[key] = result;
      return result;
    },
    async log(said) {
      await commands.logWorkflow(workflowId, said, asSystem);
    },
  };
  let outcome: { succeeded: WorkflowLine } | { failed: WorkflowLine };
  try {
    outcome = { succeeded: await workflowRunners[state.kind].run(run) };
  } catch (error) {
    if (error instanceof WorkflowFailure) outcome = { failed: error.reason };
    else if (!lastAttempt) throw error;
    else {
      logger.error({ err: error, workflowId }, 'workflow failed');
      outcome = { failed: line('workflowCrashed') };
    }
  }
  await commands.endWorkflow(workflowId, outcome, asSystem);
}
