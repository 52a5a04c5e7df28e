import type PgBoss from 'pg-boss';
import type { JobQueue } from './queue';

/**
 * Jobs a worker takes in one fetch. pg-boss's fetch is its costliest statement (planned afresh
 * each time over the partitioned job table), and a worker that found work fetches again at
 * once: one job a fetch meant two fetches and a completion for every delivery, about 2 ms of
 * the database's time each under a burst of scores. Ten a fetch takes a burst in a few.
 */
export const JOBS_A_FETCH = 10;

/**
 * Works `name` a batch at a time, each job on its own: `handle` runs for every job of a fetch at
 * once, and a job whose handling throws fails alone (pg-boss retries it with its back-off, or
 * moves it to its dead letters) while the others complete. pg-boss completes a batch's jobs
 * only while they are still active, so the ones failed here stay failed.
 */
export function workEach<T>(
  queue: JobQueue,
  name: string,
  options: { pollingIntervalSeconds: number },
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<string> {
  return queue.work<T>(
    name,
    {
      batchSize: JOBS_A_FETCH,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      includeMetadata: true,
    },
    async (jobs) => {
      const outcomes = await Promise.allSettled(jobs.map((job) => handle(job)));
      for (const [index, outcome] of outcomes.entries()) {
        const job = jobs[index];
        if (outcome.status === 'fulfilled' || !job) continue;
        // If this fails too (the connection is gone), the throw fails the whole batch: its
        // delivered jobs run again, which their idempotency keys make harmless.
        await queue.boss.fail(name, job.id, failure(outcome.reason));
      }
    },
  );
}

/** The error pg-boss keeps as a failed attempt's output, serialized as when a handler throws. */
function failure(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
