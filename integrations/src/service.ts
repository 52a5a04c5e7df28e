import { systemClock, type Clock, type EventStore } from '@courtside/events';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { JobQueue } from './queue';
import { defaultDispatchPolicy, startDispatcher, type DispatchPolicy } from './outbox/dispatcher';
import type { DestinationEndpoint, DestinationName } from './outbox/jobs';
import { createLeagueSyncOutbox, type LeagueSyncOutbox } from './outbox/league-sync';
import { migrateOutbox, startOutboxReactor } from './outbox/reactor';
import { startWebhookDispatcher } from './webhooks/dispatcher';

export interface IntegrationsService {
  /** The outbox's queues for the league-sync workflow (the runner takes it). */
  outbox: LeagueSyncOutbox;
  /**
   * Stops reading the log and the dispatcher's workers (deliveries in flight finish, up to
   * `timeoutMs`); the shared queue is the process's to stop, after this.
   */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * The integrations process: the outbox reactor (event log → jobs, exactly once) and the
 * dispatcher (jobs → the scoreboard and workflow services, with retries and dead letters), on
 * the process's one pg-boss queue, passed in (the workflow runner works on the same one). A
 * destination without an endpoint gets neither jobs nor workers.
 */
export async function createIntegrationsService(options: {
  /** The process's job queue (startJobQueue), started once and stopped after this service. */
  queue: JobQueue;
  /** The read-model database (the outbox checkpoint, rm.*). */
  pool: Pool;
  store: EventStore;
  logger: Logger;
  scoreboard: DestinationEndpoint | null;
  workflowService: DestinationEndpoint | null;
  policy?: Partial<DispatchPolicy>;
  /**
   * Webhooks (the gateway's webhook tables must exist): the key their signing secrets are
   * encrypted with; absent, no webhook is sent.
   */
  webhooks?: { secretKey: Buffer } | null;
  /** Where `webhook-timestamp` comes from. */
  clock?: Clock;
}): Promise<IntegrationsService> {
  const { pool, store, logger, queue } = options;
  const policy = { ...defaultDispatchPolicy, ...options.policy };
  const endpoints: Partial<Record<DestinationName, DestinationEndpoint>> = {};
  if (options.scoreboard) endpoints.scoreboard = options.scoreboard;
  if (options.workflowService) endpoints.workflow = options.workflowService;

  await migrateOutbox(pool);
  const dispatcher = await startDispatcher({ queue, pool, logger, endpoints, policy });
  const workedQueues = [...dispatcher.queues];
  if (options.webhooks) {
    workedQueues.push(
      ...(await startWebhookDispatcher({
        queue,
        pool,
        logger,
        secretKey: options.webhooks.secretKey,
        clock: options.clock ?? systemClock,
        policy,
      })),
    );
  }
  const destinations = Object.keys(endpoints) as DestinationName[];
  const reactor = startOutboxReactor({
    store,
    pool,
    boss: queue.boss,
    logger,
    destinations,
    webhooks: Boolean(options.webhooks),
  });
  return {
    outbox: createLeagueSyncOutbox({ pool, boss: queue.boss, destinations }),
    async close(timeoutMs) {
      await reactor.close();
      await queue.offWork(workedQueues, timeoutMs);
    },
  };
}
