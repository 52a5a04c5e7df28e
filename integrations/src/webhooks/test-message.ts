import { randomUUID } from 'node:crypto';
import { attemptMessage, type AttemptOptions } from './attempt';
import type { AttemptResult } from './send';
import { messageIdOf } from './signature';
import { testKind } from './kinds';

/**
 * The "send a test event" button: a signed `webhook.test` message sent at once, in one attempt
 * (never retried), recorded with the other deliveries. Answers what the receiver said.
 */
export async function sendTestMessage(
  options: AttemptOptions,
  endpoint: { id: number; apiKeyId: number; leagueIds: number[] },
): Promise<AttemptResult & { messageId: string }> {
  const messageId = messageIdOf(endpoint.id, `test:${randomUUID()}`);
  const body = JSON.stringify({
    type: testKind,
    timestamp: options.clock().toISOString(),
    data: {
      endpoint_id: endpoint.id,
      api_key_id: endpoint.apiKeyId,
      league_ids: endpoint.leagueIds,
    },
  });
  await options.db.query(
    `INSERT INTO webhook_messages (id, endpoint_id, kind, event_id, body) VALUES ($1, $2, $3, NULL, $4)`,
    [messageId, endpoint.id, testKind, body],
  );
  const result = await attemptMessage(options, messageId, {
    number: 1,
    last: true,
    nextRetryAt: null,
    evenIfDisabled: true,
  });
  if (!result) throw new Error('the endpoint is gone');
  return { ...result, messageId };
}
