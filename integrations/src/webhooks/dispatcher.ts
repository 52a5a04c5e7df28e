import type { Clock } from '@courtside/events';
import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { DispatchPolicy } from '../outbox/dispatcher';
import type { JobQueue } from '../queue';
import { workEach } from '../work-each';
import { attemptMessage } from './attempt';
import { AttemptStatements } from './attempt-statements';
import { webhookQueue, type WebhookJob } from './enqueue';

/** Creates the webhook queue (idempotent): retries with exponential back-off, no dead letters. */
export async function createWebhookQueue(boss: PgBoss, policy: DispatchPolicy): Promise<void> {
  await boss.createQueue(webhookQueue, {
    name: webhookQueue,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: Math.max(30, Math.ceil((policy.requestTimeoutMs * 3) / 1000)),
  });
}

/**
 * Works the shared webhook queue: several workers, each request cut off after
 * `requestTimeoutMs`, so a hanging or failing receiver holds one worker for at most that long
 * while the others deliver. An attempt that fails throws, and pg-boss retries the job with
 * exponential back-off (pg-boss waits between delay·2^(n−1) and delay·2^n seconds before retry
 * n; the deliveries list shows the earliest).
 */
export async function startWebhookDispatcher(options: {
  /** The process's one job queue (its workers are counted, so closing waits for them). */
  queue: JobQueue;
  pool: Pool;
  logger: Logger;
  secretKey: Buffer;
  clock: Clock;
  policy: DispatchPolicy;
}): Promise<string[]> {
  const { queue, policy, logger } = options;
  await createWebhookQueue(queue.boss, policy);
  const attemptOptions = {
    db: options.pool,
    secretKey: options.secretKey,
    clock: options.clock,
    timeoutMs: policy.requestTimeoutMs,
    // One for every worker: a fetch's attempts read their messages in one statement, and the
    // attempts that end together are recorded in one.
    statements: new AttemptStatements(options.pool),
  };
  for (let i = 0; i < policy.workersPerDestination; i += 1) {
    await workEach<WebhookJob>(
      queue,
      webhookQueue,
      { pollingIntervalSeconds: policy.pollingIntervalSeconds },
      async (job) => {
        const retried = job.retryCount;
        const last = retried >= policy.retryLimit;
        const wait = policy.retryDelaySeconds * 2 ** retried * 1000;
        const result = await attemptMessage(attemptOptions, job.data.messageId, {
          number: retried + 1,
          last,
          nextRetryAt: last ? null : new Date(options.clock().getTime() + wait),
        });
        if (!result || result.ok || result.status === 410) return;
        // The reason only, never the body or the secret.
        logger.warn(
          { messageId: job.data.messageId, attempt: retried + 1, reason: result.error },
          'webhook delivery failed; pg-boss retries it',
        );
        throw new Error(result.error ?? 'delivery failed');
      },
    );
  }
  return [webhookQueue];
}
