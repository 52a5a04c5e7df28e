import type { Request } from 'express';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { startJobQueue, type JobQueue } from '@courtside/integrations';
import type { AreaDeps } from '../area-deps';
import { findActiveAccount } from '../auth/accounts';
import {
  NotFoundError,
  RelayedError,
  ServiceUnavailableError,
  UpstreamUnavailableError,
} from '../errors';
import {
  failImport,
  finishImport,
  hasUnfinishedImports,
  importStatus,
  noteProgress,
  type ImportFailure,
  type ImportStatus,
} from '../queries/provider-imports';
import { linksFor, loadImport } from '../queries/provider-links';
import { applyImport, outcomeOf } from './apply';
import { planImport } from './diff';
import { ImportRunning } from './failure';

/** The pg-boss queue an import's apply waits on. */
export const importQueue = 'provider-import';

/** Retry and expiry of an apply job; production defaults, tests shrink them. */
export interface ImportJobPolicy {
  /** Attempts after the first: each one completes what the last left. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job whose worker died (no graceful stop) is handed out again after this. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
}

export const defaultImportJobPolicy: ImportJobPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 1,
};

type Deps = Pick<AreaDeps, 'config' | 'logger' | 'readModels' | 'knex' | 'pool' | 'clock'>;

/** Queues applies and works them in this gateway process (see `createImportJobs`). */
export interface ImportJobs {
  /** Claims the import for one apply and queues it; ImportRunning when its season has one. */
  enqueue(importId: number, by: number, now: Date): Promise<ImportStatus>;
  /** Starts the worker when imports are left unfinished (after a restart). */
  resume(): Promise<void>;
  /** Stops the worker between two commands; its job's retry completes the import later. */
  stop(): Promise<void>;
}

async function plannedOutcome(knex: Deps['knex'], importId: number, now: Date) {
  const row = await loadImport(knex, importId);
  if (!row) throw new NotFoundError();
  return outcomeOf(planImport(row.snapshot, await linksFor(knex, row.snapshot), now));
}

/** What command-service sees of an apply run by the worker: no browser, its own keys. */
function jobRequest(importId: number): Request {
  const request = {
    ip: '',
    id: `provider-import-${importId}`,
    get: () => undefined,
  };
  return request as unknown as Request;
}

function failureOf(error: unknown): ImportFailure {
  if (
    error instanceof UpstreamUnavailableError ||
    error instanceof ServiceUnavailableError ||
    error instanceof ImportRunning
  ) {
    return 'unavailable';
  }
  if (error instanceof RelayedError) return 'refused';
  return 'unexpected';
}

/**
 * An import's apply as a job on the project's PostgreSQL job queue (pg-boss): the request only
 * claims and queues it, the worker here runs it and notes its progress in the import's row. The
 * worker lives in the gateway because the apply forwards commands as the admin who asked, with
 * the gateway's forwarding and read-model watch; the queue (and its retries) is the shared one.
 * The job queue starts on the first apply or, after a restart, when imports are unfinished.
 */
export function createImportJobs(
  deps: Deps,
  policy: ImportJobPolicy = defaultImportJobPolicy,
): ImportJobs {
  let started: Promise<JobQueue> | null = null;
  let stopping = new AbortController();

  async function work(importId: number, final: boolean): Promise<void> {
    const row = await importStatus(deps.knex, importId);
    if (!row || row.state === 'succeeded') return;
    const by = (await deps.knex('provider_imports').where({ id: importId }).first('applied_by')) as
      { applied_by: number | null } | undefined;
    const account = by?.applied_by
      ? await findActiveAccount(deps.knex, 'admin', by.applied_by)
      : null;
    const now = deps.clock();
    if (!account) {
      await failImport(deps.knex, importId, { failure: 'account_gone', final: true, now });
      return;
    }
    await noteProgress(deps.knex, importId, { state: 'running', phase: 'league', now });
    try {
      const done = await applyImport(deps, jobRequest(importId), account, importId, now, {
        signal: stopping.signal,
        progress: (phase, progress) => noteProgress(deps.knex, importId, { phase, progress }),
      });
      await finishImport(deps.knex, importId, { leagueId: done.league_id, now: deps.clock() });
    } catch (error) {
      const failure = failureOf(error);
      deps.logger.warn({ importId, failure, err: error }, 'provider import attempt failed');
      const stopped = stopping.signal.aborted;
      await failImport(deps.knex, importId, { failure, final: final && !stopped, now });
      throw error;
    }
  }

  async function start(): Promise<JobQueue> {
    const queue = await startJobQueue({
      connectionString: deps.config.databaseUrl,
      logger: deps.logger,
      max: 3,
    });
    await queue.boss.createQueue(importQueue, {
      name: importQueue,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    });
    await queue.boss.work<{ importId: number }>(
      importQueue,
      {
        batchSize: 1,
        pollingIntervalSeconds: policy.pollingIntervalSeconds,
        includeMetadata: true,
      },
      async ([job]: PgBoss.JobWithMetadata<{ importId: number }>[]) => {
        if (!job) return;
        await work(job.data.importId, job.retryCount >= job.retryLimit);
      },
    );
    return queue;
  }

  const ensure = () => {
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };

  return {
    async enqueue(importId, by, now) {
      const queue = await ensure();
      // The summary the screen shows at the end: what this apply will do, planned now (a
      // resumed run re-plans only what is left, and must not shrink it).
      const outcome = await plannedOutcome(deps.knex, importId, now);
      const client: pg.PoolClient = await deps.pool.connect();
      try {
        await client.query('BEGIN');
        // The claim: one statement per import row; the partial unique index refuses a second
        // queued or running apply of the same season from another preview's row.
        const { rows } = await client.query(
          `UPDATE provider_imports
              SET state = 'queued', phase = NULL, progress = NULL, outcome = $4, failure = NULL,
                  applied_by = $2, started_at = $3, finished_at = NULL
            WHERE id = $1 AND state NOT IN ('queued', 'running')
            RETURNING provider`,
          [importId, by, now, JSON.stringify(outcome)],
        );
        if (rows.length === 0) {
          await client.query('ROLLBACK');
          const row = await importStatus(deps.knex, importId);
          if (!row) throw new NotFoundError();
          throw new ImportRunning(row.provider);
        }
        await queue.boss.send(
          importQueue,
          { importId },
          {
            db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
          },
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if ((error as { code?: string }).code === '23505') {
          const row = await importStatus(deps.knex, importId);
          throw new ImportRunning(row?.provider ?? 'genius-sports');
        }
        throw error;
      } finally {
        client.release();
      }
      return (await importStatus(deps.knex, importId)) as ImportStatus;
    },
    async resume() {
      try {
        if (await hasUnfinishedImports(deps.knex)) await ensure();
      } catch (error) {
        deps.logger.error({ err: error }, 'provider import worker did not start');
      }
    },
    async stop() {
      const queue = started;
      if (!queue) return;
      stopping.abort(new Error('the gateway is stopping'));
      await (await queue.catch(() => null))?.stop(10_000);
      started = null;
      stopping = new AbortController();
    },
  };
}
