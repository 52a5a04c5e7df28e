import type { Checkpoint, EventStore, RecordedEvent, Subscription } from '@courtside/events';
import { deferredCheckpoint } from '@courtside/events/store';
import type { Knex } from 'knex';
import { gatherReactor } from '../gather';
import type { JobQueue } from '../queue';
import type { WorkflowServices } from './context';
import { runWorkflowJob } from './run-job';

/** The pg-boss queue workflow runs go through. */
export const workflowQueue = 'workflows';
/** Tries per run before it is recorded as failed (pg-boss retries with exponential back-off). */
const retryLimit = 3;
const checkpointName = 'workflow-runner';

export interface WorkflowRunnerOptions extends WorkflowServices {
  /** The process's one job queue (the outbox works on it too); the process stops it after this. */
  queue: JobQueue;
  store: EventStore;
  /** pg-boss polling interval (seconds); tests go shorter. */
  pollingIntervalSeconds?: number;
  /** pg-boss's first retry delay (seconds), doubled each time. */
  retryDelaySeconds?: number;
}

async function migrate(knex: Knex): Promise<void> {
  // The same table (and shape) as the outbox reactor's: one row per reader of the log.
  await knex.raw(`CREATE TABLE IF NOT EXISTS integration_checkpoints (
    reactor text PRIMARY KEY,
    checkpoint text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`);
}

async function readCheckpoint(knex: Knex): Promise<Checkpoint | null> {
  const row = await knex('integration_checkpoints')
    .where('reactor', checkpointName)
    .first<{ checkpoint: string } | undefined>('checkpoint');
  return row?.checkpoint ?? null;
}

/** The runs a batch asks for: each start and each retry, keyed by the event's own id. */
function runsOf(events: RecordedEvent[]): { jobId: string; workflowId: number }[] {
  return events
    .filter((event) => event.type === 'WorkflowStarted' || event.type === 'WorkflowRetried')
    .map((event) => ({
      jobId: event.id,
      workflowId: (event.data as { workflowId: number }).workflowId,
    }));
}

/**
 * Runs the workflows administrators start: a checkpointed subscription to the event log turns
 * each WorkflowStarted and WorkflowRetried into a pg-boss job whose id is the event's id (a batch
 * replayed after a crash inserts nothing twice), and a worker runs each job (run-job.ts). A run
 * that crashes mid-way is delivered again by pg-boss and resumes after its last finished step.
 */
export async function startWorkflowRunner(
  options: WorkflowRunnerOptions,
): Promise<{ close(): Promise<void> }> {
  const { knex, logger, store, queue } = options;
  const { boss } = queue;
  await boss.createQueue(workflowQueue, {
    name: workflowQueue,
    retryLimit,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  await queue.work<{ workflowId: number }>(
    workflowQueue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      await runWorkflowJob(options, job.data.workflowId, job.retryCount >= job.retryLimit);
    },
  );
  await migrate(knex);
  let subscription: Subscription | null = null;
  const checkpoints = deferredCheckpoint({
    write: async (checkpoint) => {
      await knex('integration_checkpoints')
        .insert({ reactor: checkpointName, checkpoint })
        .onConflict('reactor')
        .merge({ checkpoint, updated_at: knex.fn.now() });
    },
    onError: (error) => logger.warn({ err: error }, 'workflow feed could not save its checkpoint'),
  });
  subscription = store.subscribe({
    after: await readCheckpoint(knex),
    gather: gatherReactor,
    async onBatch(events, checkpoint) {
      const runs = runsOf(events);
      for (const { jobId, workflowId } of runs) {
        await boss.send(workflowQueue, { workflowId }, { id: jobId });
      }
      // A batch that starts no run (every score of a game) writes its checkpoint later.
      if (runs.length > 0) await checkpoints.save(checkpoint);
      else checkpoints.defer(checkpoint);
    },
    onError(error) {
      logger.error({ err: error }, 'workflow feed failed; retrying the batch');
    },
  });
  return {
    async close() {
      await subscription?.close();
      await checkpoints.flush().catch((error: unknown) => {
        logger.warn({ err: error }, 'workflow feed could not save its checkpoint at close');
      });
      await queue.offWork([workflowQueue]);
    },
  };
}
