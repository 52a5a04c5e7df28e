import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

type JobHandler = (jobs: PgBoss.Job<unknown>[]) => Promise<void>;

export interface JobQueue {
  /** The started pg-boss instance: `createQueue`, `send` (with `db` to enlist in a transaction). */
  boss: PgBoss;
  /**
   * `boss.work`, counted: the jobs a handler is running are known, so `offWork` can wait for
   * them. Every feature works its queues through this.
   */
  work<T>(
    name: string,
    options: PgBoss.WorkOptions & { includeMetadata: true },
    handler: (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<void>,
  ): Promise<string>;
  work<T>(
    name: string,
    options: PgBoss.WorkOptions,
    handler: (jobs: PgBoss.Job<T>[]) => Promise<void>,
  ): Promise<string>;
  /**
   * Stops the workers of `names` (one feature's queues) and waits for the jobs they are running
   * (up to `timeoutMs`); the queue itself and every other feature's workers go on.
   */
  offWork(names: string[], timeoutMs?: number): Promise<void>;
  /** Lets running jobs finish (up to `timeoutMs`), then stops polling and closes its pool. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The one PostgreSQL job queue every integration shares (pg-boss, in its own `pgboss` schema of
 * the read-model database): retries with exponential back-off, dead-letter queues and archived
 * history come from the library, not a hand-made loop. Started ONCE per process (scripts/app.ts,
 * integrations/src/main.ts) and passed to each feature, which creates its own named queues on it
 * (`createQueue` is idempotent) and stops only its own workers; the process stops the queue last.
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
  /** Jobs being handled, by queue name. */
  const running = new Map<string, Set<Promise<void>>>();
  return {
    boss,
    // One body for both of pg-boss's handler shapes (with and without job metadata).
    work: ((name: string, workOptions: PgBoss.WorkOptions, handler: JobHandler) => {
      const mine = running.get(name) ?? new Set<Promise<void>>();
      running.set(name, mine);
      return boss.work(name, workOptions, (jobs: PgBoss.Job<unknown>[]) => {
        const job = handler(jobs);
        const settled = job.then(
          () => undefined,
          () => undefined,
        );
        mine.add(settled);
        void settled.then(() => mine.delete(settled));
        return job;
      });
    }) as JobQueue['work'],
    async offWork(names, timeoutMs = 10_000) {
      for (const name of names) await boss.offWork(name);
      const inFlight = names.flatMap((name) => [...(running.get(name) ?? [])]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(inFlight),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
  };
}
