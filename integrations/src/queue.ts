import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

export interface JobQueue {
  /** The started pg-boss instance: `createQueue`, `send` (with `db` to enlist in a transaction), `work`. */
  boss: PgBoss;
  /** Lets running jobs finish (up to `timeoutMs`), then stops polling and closes its pool. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The one PostgreSQL job queue every integration shares (pg-boss, in its own `pgboss` schema of
 * the read-model database): retries with exponential back-off, dead-letter queues and archived
 * history come from the library, not a hand-made loop. One instance per process; each feature
 * creates its own named queues on it (`createQueue` is idempotent).
 */
export async function startJobQueue(options: {
  connectionString: string;
  logger: Logger;
  /** Connections pg-boss may hold; small, it shares the server with every service. */
  max?: number;
  /** pg-boss housekeeping (expiring jobs whose worker died); tests shrink it. */
  maintenanceIntervalSeconds?: number;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: options.max ?? 4,
    application_name: 'courtside-jobs',
    ...(options.maintenanceIntervalSeconds === undefined
      ? {}
      : { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }),
  });
  // A lost connection is reported here and retried by pg-boss's own loops; never fatal.
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return {
    boss,
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
  };
}
