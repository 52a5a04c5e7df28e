import type PgBoss from 'pg-boss';
import type { PoolClient } from 'pg';
import { matchDocument } from '../outbox/documents';
import type { WebhookIntent } from './kinds';
import { messageIdOf } from './signature';

/** The pg-boss queue every webhook message goes through (each job carries its own timeout). */
export const webhookQueue = 'webhooks';

/** A delivery job: only ids, never the body's secret or the secret; the body is in webhook_messages. */
export interface WebhookJob {
  messageId: string;
  endpointId: number;
}

/**
 * Turns a batch's intents into messages, inside the reactor's transaction: one per enabled
 * endpoint whose key covers the league and who subscribed to the kind. The message's id is
 * derived from (endpoint, event, kind) and inserted with ON CONFLICT DO NOTHING, so a replayed
 * batch makes no second message and no second job. Answers the delivery jobs for the caller to
 * insert in the same transaction, with its own in one statement.
 */
export async function webhookJobsFor(
  client: PoolClient,
  intents: WebhookIntent[],
): Promise<PgBoss.JobInsert<WebhookJob>[]> {
  if (intents.length === 0) return [];
  const leagueIds = [...new Set(intents.map((i) => i.leagueId))];
  const { rows: endpoints } = await client.query<{
    id: number;
    kinds: string[];
    league_ids: number[];
  }>(
    `SELECT e.id, e.kinds, k.league_ids FROM webhook_endpoints e
       JOIN api_keys k ON k.id = e.api_key_id
      WHERE e.enabled AND k.revoked_at IS NULL AND k.league_ids && $1::int[]`,
    [leagueIds],
  );
  if (endpoints.length === 0) return [];
  const documents = new Map<number, unknown>();
  const jobs: PgBoss.JobInsert<WebhookJob>[] = [];
  for (const intent of intents) {
    const listening = endpoints.filter(
      (e) => e.league_ids.includes(intent.leagueId) && e.kinds.includes(intent.kind),
    );
    if (listening.length === 0) continue;
    if (!documents.has(intent.matchId)) {
      documents.set(intent.matchId, await matchDocument(client, intent.matchId));
    }
    const data = documents.get(intent.matchId);
    if (!data) continue;
    const body = JSON.stringify({
      type: intent.kind,
      timestamp: intent.occurredAt.toISOString(),
      data,
    });
    for (const endpoint of listening) {
      const messageId = messageIdOf(endpoint.id, `${intent.eventId}:${intent.kind}`);
      const { rowCount } = await client.query(
        `INSERT INTO webhook_messages (id, endpoint_id, kind, event_id, body)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [messageId, endpoint.id, intent.kind, intent.eventId, body],
      );
      if (rowCount !== 1) continue;
      jobs.push({ name: webhookQueue, data: { messageId, endpointId: endpoint.id } });
    }
  }
  return jobs;
}
