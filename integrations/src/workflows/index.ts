export { startWorkflowRunner, workflowQueue, type WorkflowRunnerOptions } from './runner';
export type { WorkflowMailer, WorkflowCommands } from './context';
export { workflowRunners } from './kinds';
