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
  /** The last attempt's failure in plain words. */
  last_error: string;
  failed_at: string;
}

const deadQueues = destinations.map(deadQueueOf);

/** Dead letters waiting for an administrator, newest first. */
export async function listDeadLetters(db: Queryable, limit = 200): Promise<DeadLetter[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    data: SyncJob;
    output: { message?: unknown } | null;
    retry_limit: number;
    created_on: Date;
    league_name: string | null;
  }>(
    `SELECT j.id, j.name, j.data, j.output, j.retry_limit, j.created_on, l.name AS league_name
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
    last_error:
      typeof row.output?.message === 'string' ? row.output.message : 'The delivery failed.',
    failed_at: new Date(row.created_on).toISOString(),
  }));
}

/**
 * Sends a dead letter again: in one statement it leaves the dead-letter queue and becomes a new
 * job on its destination's queue with that queue's retries, the same document and the same
 * Idempotency-Key (a receiver that did get an earlier attempt ignores it). False when it is no
 * longer there (retried or discarded by someone else: the delete is the atomic claim).
 */
export async function retryDeadLetter(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `WITH dead AS (
       DELETE FROM pgboss.job WHERE id = $1::uuid AND name = ANY($2::text[]) AND state = 'created'
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
  return rows.length > 0;
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
