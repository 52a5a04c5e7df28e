import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { JobQueue } from '../queue';
import { workEach } from '../work-each';
import { SupersededChecks, type Queryable } from './dead-letters';
import { deliver } from './deliver';
import {
  deadQueueOf,
  queueOf,
  type DestinationEndpoint,
  type DestinationName,
  type SyncJob,
} from './jobs';

/** Retry and timeout settings; production defaults, tests shrink them. */
export interface DispatchPolicy {
  /** Attempts after the first before a job becomes a dead letter. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (pg-boss retryBackoff). */
  retryDelaySeconds: number;
  /** One request's limit: a hanging endpoint is cut off after this. */
  requestTimeoutMs: number;
  /** Deliveries in flight per destination, so one slow request never holds the queue. */
  workersPerDestination: number;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number;
}

export const defaultDispatchPolicy: DispatchPolicy = {
  retryLimit: 8,
  retryDelaySeconds: 10,
  requestTimeoutMs: 10_000,
  workersPerDestination: 4,
  pollingIntervalSeconds: 2,
};

/** Creates the destination's queue and dead-letter queue (idempotent). */
export async function createDestinationQueues(
  boss: PgBoss,
  destination: DestinationName,
  policy: DispatchPolicy,
): Promise<void> {
  const dead = deadQueueOf(destination);
  // A dead letter waits for an administrator: kept for 30 days, never retried by itself.
  await boss.createQueue(dead, { name: dead, retentionMinutes: 30 * 24 * 60 });
  const queue = queueOf(destination);
  await boss.createQueue(queue, {
    name: queue,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    deadLetter: dead,
    // A job whose worker died is handed out again after this (the request itself is cut sooner).
    expireInSeconds: Math.max(30, Math.ceil((policy.requestTimeoutMs * 3) / 1000)),
  });
}

/**
 * The outbox's reader: each destination's queue is worked by its own workers, so a dead or
 * hanging endpoint only ever occupies its own. A job that throws is retried by pg-boss with
 * exponential back-off and, after its last attempt, moved to the destination's dead-letter queue.
 * Every attempt first checks that its document is still the latest for its address.
 */
export async function startDispatcher(options: {
  queue: JobQueue;
  /** Where the outbox records the latest document per destination and path. */
  pool: Queryable;
  logger: Logger;
  endpoints: Partial<Record<DestinationName, DestinationEndpoint>>;
  policy: DispatchPolicy;
}): Promise<{ queues: string[] }> {
  const { queue, logger, policy } = options;
  const queues: string[] = [];
  for (const [destination, endpoint] of Object.entries(options.endpoints) as [
    DestinationName,
    DestinationEndpoint,
  ][]) {
    await createDestinationQueues(queue.boss, destination, policy);
    queues.push(queueOf(destination));
    // Each fetch's jobs are checked against the latest documents in one statement.
    const superseded = new SupersededChecks(options.pool);
    for (let i = 0; i < policy.workersPerDestination; i += 1) {
      await workEach<SyncJob>(
        queue,
        queueOf(destination),
        { pollingIntervalSeconds: policy.pollingIntervalSeconds },
        async (job) => {
          // An attempt after a newer document for the same address was enqueued would put the
          // old one back over it: done, unsent.
          if (await superseded.check(job.data)) {
            logger.info(
              { destination, key: job.data.idempotencyKey },
              'delivery skipped: a newer document for the same address was enqueued',
            );
            return;
          }
          try {
            await deliver(endpoint, job.data, policy.requestTimeoutMs);
          } catch (error) {
            logger.warn(
              // The reason only: a stack per failed attempt says nothing new.
              {
                destination,
                key: job.data.idempotencyKey,
                reason: error instanceof Error ? error.message : String(error),
              },
              'delivery failed; pg-boss retries it',
            );
            throw error;
          }
        },
      );
    }
  }
  return { queues };
}
