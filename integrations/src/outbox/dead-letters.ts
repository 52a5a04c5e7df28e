import { askedTogether } from '../asked-together';
import { deadQueueOf, destinations, type DestinationName, type SyncJob } from './jobs';

/** Anything that runs a parameterised query: a pg Pool or client. */
export interface Queryable {
  query<R extends object>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** A delivery that used up its retries, as the administrators' screen lists it. */
export interface DeadLetter {
  id: string;
  destination: DestinationName;
  kind: SyncJob['kind'];
  league_id: number;
  league_name: string | null;
  match_id: number | null;
  idempotency_key: string;
  /** Every attempt made: the first and each retry. */
  attempts: number;
  /** The last attempt's failure in plain (English) words, as older letters only have it. */
  last_error: string;
  /** The same failure as a code the screen words in the reader's language; null on old letters. */
  last_error_code: string | null;
  /** The numbers and names the code's wording needs (`{ status: 500 }`, `{ seconds: 10 }`). */
  last_error_params: Record<string, string | number>;
  failed_at: string;
  /**
   * A newer document for the same destination and address was sent after this one failed:
   * sending this one again would overwrite it, so it can only be discarded.
   */
  superseded: boolean;
}

/**
 * True for a row `j` whose `data` is a SyncJob (a pgboss.job row) when its document is no longer
 * the latest one recorded for its destination and path (see `SyncJob.digest`). Jobs from before
 * digests never are.
 */
const supersededSql = `EXISTS (SELECT 1 FROM integration_sent_documents s
   WHERE s.destination = j.data->>'destination' AND s.path = j.data->>'path'
     AND j.data->>'digest' IS NOT NULL AND s.digest <> j.data->>'digest')`;

/** The outbox keeps its sent documents' digests once the integrations service has started. */
async function digestsKept(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ kept: boolean }>(
    "SELECT to_regclass('integration_sent_documents') IS NOT NULL AS kept",
  );
  return rows[0]?.kept === true;
}

const deadQueues = destinations.map(deadQueueOf);

/**
 * What pg-boss kept of the last attempt's error: a DeliveryError's message, code and params, or
 * (when the worker died and the job expired) its own `{ value: { message } }`.
 */
interface FailureOutput {
  message?: unknown;
  code?: unknown;
  params?: unknown;
  value?: { message?: unknown };
}

function lastError(
  output: FailureOutput | null,
): Pick<DeadLetter, 'last_error' | 'last_error_code' | 'last_error_params'> {
  const message = output?.message;
  // pg-boss's own words for a job whose worker died mid-delivery (its expiry) are not for users.
  const interrupted = typeof output?.value?.message === 'string';
  const params: Record<string, string | number> = {};
  if (output?.params && typeof output.params === 'object') {
    for (const [key, value] of Object.entries(output.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  return {
    last_error: typeof message === 'string' ? message : 'The delivery failed.',
    last_error_code:
      typeof output?.code === 'string' ? output.code : interrupted ? 'interrupted' : null,
    last_error_params: params,
  };
}

/** Dead letters waiting for an administrator, newest first. */
export async function listDeadLetters(db: Queryable, limit = 200): Promise<DeadLetter[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    data: SyncJob;
    output: FailureOutput | null;
    retry_limit: number;
    created_on: Date;
    league_name: string | null;
    superseded: boolean;
  }>(
    `SELECT j.id, j.name, j.data, j.output, j.retry_limit, j.created_on, l.name AS league_name,
            ${(await digestsKept(db)) ? supersededSql : 'false'} AS superseded
       FROM pgboss.job j
       LEFT JOIN rm.leagues l ON l.id = (j.data->>'leagueId')::int
      WHERE j.name = ANY($1::text[]) AND j.state = 'created'
      ORDER BY j.created_on DESC, j.id
      LIMIT $2`,
    [deadQueues, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    destination: row.data.destination,
    kind: row.data.kind,
    league_id: row.data.leagueId,
    league_name: row.league_name,
    match_id: row.data.matchId ?? null,
    idempotency_key: row.data.idempotencyKey,
    attempts: row.retry_limit + 1,
    ...lastError(row.output),
    failed_at: new Date(row.created_on).toISOString(),
    superseded: row.superseded,
  }));
}

/** What a retry did: sent it again, refused it as out of date, or found it gone. */
export type RetryOutcome = 'sent' | 'superseded' | 'gone';

/**
 * Sends a dead letter again: in one statement it leaves the dead-letter queue and becomes a new
 * job on its destination's queue with that queue's retries, the same document and the same
 * Idempotency-Key (a receiver that did get an earlier attempt ignores it). 'gone' when it is no
 * longer there (retried or discarded by someone else: the delete is the atomic claim);
 * 'superseded', with the letter left as it was, when a newer document for the same address has
 * been sent since: the old one would overwrite it.
 */
export async function retryDeadLetter(db: Queryable, id: string): Promise<RetryOutcome> {
  const superseded = (await digestsKept(db)) ? supersededSql : 'false';
  const { rows } = await db.query<{ id: string }>(
    `WITH dead AS (
       DELETE FROM pgboss.job j
        WHERE id = $1::uuid AND name = ANY($2::text[]) AND state = 'created' AND NOT ${superseded}
       RETURNING data
     )
     INSERT INTO pgboss.job
       (name, data, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
     SELECT q.name, dead.data, q.dead_letter, COALESCE(q.expire_seconds, 900) * interval '1s',
            now() + interval '14 days', COALESCE(q.retry_limit, 2),
            CASE WHEN q.retry_backoff THEN GREATEST(COALESCE(q.retry_delay, 1), 1)
                 ELSE COALESCE(q.retry_delay, 0) END,
            COALESCE(q.retry_backoff, false), q.policy
       FROM dead JOIN pgboss.queue q ON q.name = 'sync-' || (dead.data->>'destination')
     RETURNING id`,
    [id, deadQueues],
  );
  if (rows.length > 0) return 'sent';
  const { rows: left } = await db.query<{ superseded: boolean }>(
    `SELECT ${superseded} AS superseded FROM pgboss.job j
      WHERE id = $1::uuid AND name = ANY($2::text[]) AND state = 'created'`,
    [id, deadQueues],
  );
  return left[0]?.superseded ? 'superseded' : 'gone';
}

/**
 * Answers whether a newer document than a job's was enqueued for the same destination and path:
 * the dispatcher then completes the job without sending it (a pg-boss retry of an older document
 * would otherwise arrive after the newer one and overwrite it). The same rule as a letter's.
 * The questions asked in one tick (a fetch's jobs) go in one statement.
 */
export class SupersededChecks {
  /** Whether a newer document than `job`'s was enqueued for its destination and path. */
  readonly check: (job: SyncJob) => Promise<boolean>;

  constructor(db: Queryable) {
    this.check = askedTogether(async (jobs: SyncJob[]) => {
      const { rows } = await db.query<{ superseded: boolean }>(
        `SELECT ${supersededSql} AS superseded
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS j(data, n)
          ORDER BY j.n`,
        [
          JSON.stringify(
            jobs.map((job) => ({
              destination: job.destination,
              path: job.path,
              digest: job.digest,
            })),
          ),
        ],
      );
      return jobs.map((_job, index) => rows[index]?.superseded === true);
    });
  }
}

/** Drops a dead letter for good; false when it is no longer there. */
export async function discardDeadLetter(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `DELETE FROM pgboss.job WHERE id = $1::uuid AND name = ANY($2::text[]) AND state = 'created'
     RETURNING id`,
    [id, deadQueues],
  );
  return rows.length > 0;
}
