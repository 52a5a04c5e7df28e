import { systemClock, type Clock, type EventStore } from '@courtside/events';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { startJobQueue, type JobQueue } from './queue';
import { defaultDispatchPolicy, startDispatcher, type DispatchPolicy } from './outbox/dispatcher';
import type { DestinationEndpoint, DestinationName } from './outbox/jobs';
import { migrateOutbox, startOutboxReactor } from './outbox/reactor';
import { startWebhookDispatcher } from './webhooks/dispatcher';

export interface IntegrationsService {
  /** Stops reading the log, lets deliveries in flight finish (up to `timeoutMs`), then stops. */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * The integrations process: the outbox reactor (event log → jobs, exactly once) and the
 * dispatcher (jobs → the scoreboard and workflow services, with retries and dead letters), on
 * the shared pg-boss queue. A destination without an endpoint gets neither jobs nor workers.
 */
export async function createIntegrationsService(options: {
  connectionString: string;
  /** The read-model database (the outbox checkpoint, rm.*). */
  pool: Pool;
  store: EventStore;
  logger: Logger;
  scoreboard: DestinationEndpoint | null;
  workflowService: DestinationEndpoint | null;
  policy?: Partial<DispatchPolicy>;
  /** pg-boss's own housekeeping interval (expired jobs are handed out again); tests shrink it. */
  maintenanceIntervalSeconds?: number;
  /**
   * Webhooks (the gateway's webhook tables must exist): the key their signing secrets are
   * encrypted with; absent, no webhook is sent.
   */
  webhooks?: { secretKey: Buffer } | null;
  /** Where `webhook-timestamp` comes from. */
  clock?: Clock;
}): Promise<IntegrationsService> {
  const { pool, store, logger } = options;
  const policy = { ...defaultDispatchPolicy, ...options.policy };
  const endpoints: Partial<Record<DestinationName, DestinationEndpoint>> = {};
  if (options.scoreboard) endpoints.scoreboard = options.scoreboard;
  if (options.workflowService) endpoints.workflow = options.workflowService;

  await migrateOutbox(pool);
  const queue: JobQueue = await startJobQueue({
    connectionString: options.connectionString,
    logger,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  await startDispatcher({ boss: queue.boss, logger, endpoints, policy });
  if (options.webhooks) {
    await startWebhookDispatcher({
      boss: queue.boss,
      pool,
      logger,
      secretKey: options.webhooks.secretKey,
      clock: options.clock ?? systemClock,
      policy,
    });
  }
  const reactor = startOutboxReactor({
    store,
    pool,
    boss: queue.boss,
    logger,
    destinations: Object.keys(endpoints) as DestinationName[],
    webhooks: Boolean(options.webhooks),
  });
  return {
    async close(timeoutMs) {
      await reactor.close();
      await queue.stop(timeoutMs);
    },
  };
}
