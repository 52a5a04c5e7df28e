import type { Clock } from '@courtside/events';
import type { Queryable } from '../outbox/dead-letters';
import { sendWebhook, type AttemptResult } from './send';
import { openWebhookSecret } from './signature';

/** A message's endpoint as a delivery needs it; null when either is gone. */
async function target(db: Queryable, messageId: string) {
  const { rows } = await db.query<{
    endpoint_id: number;
    url: string;
    enabled: boolean;
    secret_ciphertext: string;
    kind: string;
    body: string;
    state: string;
  }>(
    `SELECT m.endpoint_id, e.url, e.enabled, e.secret_ciphertext, m.kind, m.body, m.state
       FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id
      WHERE m.id = $1`,
    [messageId],
  );
  return rows[0] ?? null;
}

export interface AttemptOptions {
  db: Queryable;
  secretKey: Buffer;
  clock: Clock;
  timeoutMs: number;
}

/**
 * One delivery attempt of a stored message, recorded in webhook_deliveries with its outcome:
 * `delivered`, `pending` (pg-boss retries it at about `nextRetryAt`) or `failed` (no retry
 * left, or the receiver answered 410 Gone, which also disables the endpoint). A disabled or
 * deleted endpoint gets nothing. Returns the result, or null when nothing was sent.
 */
export async function attemptMessage(
  options: AttemptOptions,
  messageId: string,
  attempt: { number: number; last: boolean; nextRetryAt: Date | null; evenIfDisabled?: boolean },
): Promise<AttemptResult | null> {
  const { db, clock } = options;
  const found = await target(db, messageId);
  if (!found || found.state !== 'pending') return null;
  if (!found.enabled && !attempt.evenIfDisabled) return null;
  const secret = openWebhookSecret(options.secretKey, found.endpoint_id, found.secret_ciphertext);
  const result = await sendWebhook({
    url: found.url,
    secret,
    messageId,
    body: found.body,
    now: clock(),
    timeoutMs: options.timeoutMs,
  });
  const gone = result.status === 410;
  const state = result.ok ? 'delivered' : gone || attempt.last ? 'failed' : 'pending';
  // The attempt and, once it is the last, the message's state, in one statement.
  await db.query(
    `WITH attempted AS (
       INSERT INTO webhook_deliveries
         (message_id, endpoint_id, kind, attempt, status_code, error, duration_ms, next_retry_at,
          state, attempted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text, $10))
     UPDATE webhook_messages SET state = $9::text WHERE id = $1 AND $9::text <> 'pending'`,
    [
      messageId,
      found.endpoint_id,
      found.kind,
      attempt.number,
      result.status,
      result.error,
      result.durationMs,
      state === 'pending' ? attempt.nextRetryAt : null,
      state,
      clock(),
    ],
  );
  if (gone) {
    // Standard Webhooks: 410 Gone means the receiver wants no more; the owner can re-enable it.
    await db.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'gone', updated_at = $2
        WHERE id = $1`,
      [found.endpoint_id, clock()],
    );
  }
  return result;
}
