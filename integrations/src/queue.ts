import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

type Settle = (
  this: { emit(event: string, error: unknown): boolean },
  ...args: unknown[]
) => Promise<unknown>;

/**
 * pg-boss 10 finishes a handled job with `this.complete(...)` / `this.fail(...)` and does not
 * await either (its manager's `work`; timgit/pg-boss#577). When the database connection drops at
 * that moment, the rejection is unhandled, and a process that exits on unhandled rejections
 * (integrations/src/main.ts) dies. Each call's promise gets a handler that reports the error on
 * the queue's own `error` event; a caller that awaits the call still sees it reject. The job
 * itself stays active, pg-boss expires it and hands it to a worker again (deliveries carry
 * idempotency keys). Patched once per process, before any PgBoss is built.
 */
function reportUnawaitedSettles(): void {
  const require = createRequire(import.meta.url);
  const manager = (require('pg-boss/src/manager') as { prototype: Record<string, unknown> })
    .prototype;
  if (manager['courtsideReportsSettles']) return;
  for (const name of ['complete', 'fail']) {
    const original = manager[name];
    if (typeof original !== 'function') {
      throw new Error(`pg-boss's manager has no ${name}(): check reportUnawaitedSettles`);
    }
    const settle = original as Settle;
    const reported = function (this: ThisParameterType<Settle>, ...args: unknown[]) {
      const settled = settle.apply(this, args);
      settled.catch((error: unknown) => this.emit('error', error));
      return settled;
    };
    // PgBoss offers its manager's functions under their names (`boss.fail`): keep the name.
    Object.defineProperty(reported, 'name', { value: name });
    manager[name] = reported;
  }
  manager['courtsideReportsSettles'] = true;
}
reportUnawaitedSettles();

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
  // `options` is node-postgres's own connection parameter, which pg-boss hands its pool as is.
  const config: PgBoss.ConstructorOptions & { options: string } = {
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: options.max ?? 4,
    application_name: 'courtside-jobs',
    // The queue's bookkeeping (fetching, completing, retrying jobs) commits without waiting for
    // the disk: every save's webhook and scoreboard jobs cost several commits, and each used to
    // wait for a WAL flush beside the save's own append. A crash can lose only the last moments
    // of it, and everything there is derived again: a job whose completion is lost runs again
    // (delivery is at least once, keyed by message id), and a job whose insert is lost is inserted
    // again by its reactor, whose checkpoint commits after it and flushes the WAL up to both.
    options: '-c synchronous_commit=off',
    ...(options.maintenanceIntervalSeconds === undefined
      ? {}
      : { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }),
  };
  const boss = new PgBoss(config);
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
      let workerId: string | null = null;
      const started = boss.work(name, workOptions, (jobs: PgBoss.Job<unknown>[]) => {
        // pg-boss 10's worker waits out its polling interval after every fetch, even one that
        // found a job, so a worker handled at most one batch per interval (the outbox's four
        // workers a destination: two documents a second). A worker whose fetch came back full
        // looks again as soon as it is done; one that took fewer emptied the queue, and waits
        // like a fetch that found nothing (an empty fetch costs the database as much as a full
        // one). Notified before the handler's promise settles, so the worker's loop sees it
        // (pg-boss's notifyWorker).
        const full = workOptions.batchSize ?? 1;
        const job = handler(jobs).finally(() => {
          if (jobs.length >= full && workerId !== null) boss.notifyWorker(workerId);
        });
        const settled = job.then(
          () => undefined,
          () => undefined,
        );
        mine.add(settled);
        void settled.then(() => mine.delete(settled));
        return job;
      });
      return started.then((id) => {
        workerId = id;
        return id;
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
