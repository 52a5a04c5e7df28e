import type PgBoss from 'pg-boss';
import type { PoolClient } from 'pg';
import type { MatchDocuments } from '../outbox/documents';
import type { WebhookIntent } from './kinds';
import { messageIdOf } from './signature';

/** The pg-boss queue every webhook message goes through (each job carries its own timeout). */
export const webhookQueue = 'webhooks';

/** A delivery job: only ids, never the body's secret or the secret; the body is in webhook_messages. */
export interface WebhookJob {
  messageId: string;
  endpointId: number;
}

/** A row of webhook_messages, before it is stored. */
export interface WebhookMessage {
  id: string;
  endpointId: number;
  kind: string;
  eventId: string;
  body: string;
}

/**
 * The messages a batch's intents make, read but not yet stored: one per enabled endpoint whose
 * key covers the league and who subscribed to the kind. A message's id is derived from
 * (endpoint, event, kind), so storing it with ON CONFLICT DO NOTHING makes no second message
 * when a batch is replayed. Only reads: the reactor stores what it makes at the end of its
 * batch, in one statement (outbox/batch-write.ts).
 */
export async function webhookMessagesFor(
  client: PoolClient,
  intents: WebhookIntent[],
  matchDocument: MatchDocuments,
): Promise<WebhookMessage[]> {
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
  const messages: WebhookMessage[] = [];
  for (const intent of intents) {
    const listening = endpoints.filter(
      (e) => e.league_ids.includes(intent.leagueId) && e.kinds.includes(intent.kind),
    );
    if (listening.length === 0) continue;
    const data = await matchDocument(intent.matchId);
    if (!data) continue;
    const body = JSON.stringify({
      type: intent.kind,
      timestamp: intent.occurredAt.toISOString(),
      data,
    });
    for (const endpoint of listening) {
      messages.push({
        id: messageIdOf(endpoint.id, `${intent.eventId}:${intent.kind}`),
        endpointId: endpoint.id,
        kind: intent.kind,
        eventId: intent.eventId,
        body,
      });
    }
  }
  return messages;
}

/** The delivery jobs of the messages that were new when stored (`stored`: their ids). */
export function webhookJobsOf(
  messages: WebhookMessage[],
  stored: ReadonlySet<string>,
): PgBoss.JobInsert<WebhookJob>[] {
  const queued = new Set<string>();
  return messages
    .filter(
      (message) => stored.has(message.id) && !queued.has(message.id) && queued.add(message.id),
    )
    .map((message) => ({
      name: webhookQueue,
      data: { messageId: message.id, endpointId: message.endpointId },
    }));
}
