import type { Clock } from '@courtside/events';
import type { Queryable } from '../outbox/dead-letters';
import { AttemptStatements } from './attempt-statements';
import { sendWebhook, type AttemptResult } from './send';
import { openWebhookSecret } from './signature';

export interface AttemptOptions {
  db: Queryable;
  secretKey: Buffer;
  clock: Clock;
  timeoutMs: number;
  /** Shared by a dispatcher's workers, so a fetch's attempts share their statements. */
  statements?: AttemptStatements;
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
  const statements = options.statements ?? new AttemptStatements(db);
  const found = await statements.target(messageId);
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
  // The attempt, the message's state once it is the last, and a gone endpoint switched off,
  // together (with the attempts recorded beside it when the statements are shared).
  await statements.record({
    messageId,
    endpointId: found.endpoint_id,
    kind: found.kind,
    attempt: attempt.number,
    statusCode: result.status,
    error: result.error,
    durationMs: result.durationMs,
    nextRetryAt: state === 'pending' ? attempt.nextRetryAt : null,
    state,
    attemptedAt: clock(),
  });
  return result;
}
