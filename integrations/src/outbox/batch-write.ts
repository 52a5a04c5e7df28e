import type { PoolClient } from 'pg';
import type { WebhookMessage } from '../webhooks/enqueue';
import { documentDigest, type SyncJob } from './jobs';

/** What one batch's write stored: the sync jobs whose document is new, the new messages' ids. */
export interface BatchWritten {
  jobs: SyncJob[];
  messages: Set<string>;
}

/**
 * A batch's writes in ONE statement, after every read: the documents last enqueued for each
 * destination and path, the new webhook messages and the reactor's checkpoint. A transaction
 * holds a transaction id from its first write to its COMMIT, and no reader of the event log
 * (the projections among them) sees an append made meanwhile until it ends: the log is read
 * below the oldest transaction in progress. Written last and at once, the batch holds that id
 * for this statement, the jobs' insert and the COMMIT, not for its reads of the read models.
 *
 * A job is kept when its document is not the one last enqueued for its destination and path
 * (the row is inserted, or updated because its digest differs): an earlier event's job may
 * already have carried a later score, read from the read models when its batch ran.
 */
export async function writeBatch(
  client: PoolClient,
  options: {
    reactor: string;
    checkpoint: string;
    jobs: SyncJob[];
    messages: WebhookMessage[];
  },
): Promise<BatchWritten> {
  const { checkpoint, messages } = options;
  // One row per destination and path: a row may change only once in a statement.
  const jobs = [
    ...new Map(options.jobs.map((job) => [`${job.destination} ${job.path}`, job])).values(),
  ].map((job) => ({ ...job, digest: documentDigest(job.body) }));
  const values: unknown[] = [options.reactor, checkpoint];
  const parameter = (value: unknown) => `$${values.push(value)}`;
  const parts = [
    `saved AS (INSERT INTO integration_checkpoints (reactor, checkpoint) VALUES ($1, $2)
      ON CONFLICT (reactor) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now())`,
  ];
  if (jobs.length > 0) {
    parts.push(`sent AS (INSERT INTO integration_sent_documents (destination, path, digest)
      SELECT * FROM unnest(${parameter(jobs.map((j) => j.destination))}::text[],
        ${parameter(jobs.map((j) => j.path))}::text[], ${parameter(jobs.map((j) => j.digest))}::text[])
      ON CONFLICT (destination, path) DO UPDATE SET digest = EXCLUDED.digest
       WHERE integration_sent_documents.digest IS DISTINCT FROM EXCLUDED.digest
      RETURNING destination, path)`);
  }
  if (messages.length > 0) {
    parts.push(`stored AS (INSERT INTO webhook_messages (id, endpoint_id, kind, event_id, body)
      SELECT * FROM unnest(${parameter(messages.map((m) => m.id))}::text[],
        ${parameter(messages.map((m) => m.endpointId))}::int[],
        ${parameter(messages.map((m) => m.kind))}::text[],
        ${parameter(messages.map((m) => m.eventId))}::text[],
        ${parameter(messages.map((m) => m.body))}::text[])
      ON CONFLICT (id) DO NOTHING RETURNING id)`);
  }
  const { rows } = await client.query<{ sent: string[] | null; stored: string[] | null }>(
    `WITH ${parts.join(',\n')}
     SELECT ${jobs.length > 0 ? `(SELECT array_agg(destination || ' ' || path) FROM sent)` : 'NULL'} AS sent,
            ${messages.length > 0 ? '(SELECT array_agg(id) FROM stored)' : 'NULL'} AS stored`,
    values,
  );
  const sent = new Set(rows[0]?.sent ?? []);
  return {
    jobs: jobs.filter((job) => sent.has(`${job.destination} ${job.path}`)),
    messages: new Set(rows[0]?.stored ?? []),
  };
}
