/**
 * Courtside's conversations with the outside world (issue 12): the outbox dispatcher on a
 * PostgreSQL job queue (pg-boss), the scoreboard and workflow services, webhooks, and the
 * Genius Sports and Atrium data providers. Each external system sits behind an adapter here,
 * with a local fake speaking its real protocol for tests and `npm start`.
 */
export { startJobQueue, type JobQueue } from './queue';
export { startWorkflowRunner, type WorkflowRunnerOptions, type WorkflowMailer } from './workflows';
export { createIntegrationsService, type IntegrationsService } from './service';
export { loadConfig, type IntegrationsConfig, type EndpointConfig } from './config';
export {
  listDeadLetters,
  retryDeadLetter,
  type RetryOutcome,
  discardDeadLetter,
  type DeadLetter,
  type Queryable,
} from './outbox/dead-letters';
export { startFakeScoreboard, fakeScoreboardToken } from './scoreboard/fake';
export { startFakeWorkflowService, fakeWorkflowToken } from './workflow-service/fake';
export type { FakeEndpoint } from './outbox/fake-endpoint';
export {
  createDestinationQueues,
  defaultDispatchPolicy,
  type DispatchPolicy,
} from './outbox/dispatcher';
export { deadQueueOf, queueOf, type SyncJob } from './outbox/jobs';
export { migrateOutbox } from './outbox/reactor';
export type { LeagueSyncOutbox, LeagueSyncPlan } from './outbox/league-sync';
export * from './webhooks';
