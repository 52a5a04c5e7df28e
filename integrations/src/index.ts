/**
 * Courtside's conversations with the outside world (issue 12): the outbox dispatcher on a
 * PostgreSQL job queue (pg-boss), the scoreboard and workflow services, webhooks, and the
 * Genius Sports and Atrium data providers. Each external system sits behind an adapter here,
 * with a local fake speaking its real protocol for tests and `npm start`.
 */
export { startJobQueue, type JobQueue } from './queue';
export { startWorkflowRunner, type WorkflowRunnerOptions, type WorkflowMailer } from './workflows';
