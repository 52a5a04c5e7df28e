import { sendRequest } from '../http-send';
import { signWebhook } from './signature';

/** What one attempt came to: the receiver's status, or what went wrong in plain words. */
export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs one signed message (Standard Webhooks headers `webhook-id`, `webhook-timestamp` in unix
 * seconds from the injected clock, `webhook-signature`). Any 2xx is delivered. A receiver that
 * does not answer within `timeoutMs` is cut off, so it holds one worker that long and no more.
 */
export async function sendWebhook(options: {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  now: Date;
  timeoutMs: number;
}): Promise<AttemptResult> {
  const timestamp = Math.floor(options.now.getTime() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await sendRequest(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Courtside-Webhooks/1',
        'webhook-id': options.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(
          options.secret,
          options.messageId,
          timestamp,
          options.body,
        ),
      },
      body: options.body,
      timeoutMs: options.timeoutMs,
    });
    if (response.status >= 200 && response.status < 300) {
      return { ok: true, status: response.status, error: null, durationMs: took() };
    }
    return {
      ok: false,
      status: response.status,
      error: explainStatus(response.status),
      durationMs: took(),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      status: null,
      error: timedOut
        ? `No answer within ${Math.round(options.timeoutMs / 1000)} s (timed out).`
        : `Could not reach the receiver (${describe(error)}).`,
      durationMs: took(),
    };
  }
}

function explainStatus(status: number): string {
  if (status === 410) return 'The receiver said the endpoint is gone (HTTP 410).';
  if (status >= 500) return `The receiver had an internal error (HTTP ${status}).`;
  if (status >= 300 && status < 400) return `The receiver redirected (HTTP ${status}).`;
  return `The receiver refused the message (HTTP ${status}).`;
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}
