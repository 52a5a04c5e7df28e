import { sendRequest, type SentAnswer } from '../http-send';
import type { DestinationEndpoint, SyncJob } from './jobs';

/**
 * Why a delivery failed, as a code the administrators' screen words in their language, with the
 * numbers it needs. pg-boss keeps an error's own properties in the job's output, so the code and
 * its parameters travel into the dead letter beside the English message.
 */
export type DeliveryFailure =
  | { code: 'timeout'; seconds: number }
  | { code: 'unreachable'; reason: string }
  | {
      code: 'refused_auth' | 'not_found' | 'rejected' | 'rate_limited' | 'server_error';
      status: number;
    }
  | { code: 'http_status'; status: number };

/** A failed delivery, with the reason in words an administrator understands. */
export class DeliveryError extends Error {
  readonly code?: DeliveryFailure['code'];
  readonly params?: Omit<DeliveryFailure, 'code'>;
  constructor(message: string, failure?: DeliveryFailure) {
    super(message);
    this.name = 'DeliveryError';
    if (failure) {
      const { code, ...params } = failure;
      this.code = code;
      this.params = params;
    }
  }
}

/**
 * PUTs one job's document with its Idempotency-Key and bearer token. Any 2xx is delivered;
 * everything else throws a DeliveryError whose message says what went wrong in plain words
 * (it becomes the "last error" on the dead-letter screen). A hanging endpoint is cut off after
 * `timeoutMs`, so it holds one worker for that long and never the others.
 */
export async function deliver(
  endpoint: DestinationEndpoint,
  job: SyncJob,
  timeoutMs: number,
): Promise<number> {
  let response: SentAnswer;
  try {
    response = await sendRequest(new URL(job.path, endpoint.url), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${endpoint.token}`,
        'content-type': 'application/json',
        'idempotency-key': job.idempotencyKey,
      },
      body: JSON.stringify(job.body),
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      const seconds = Math.round(timeoutMs / 1000);
      throw new DeliveryError(`No answer within ${seconds} s (timed out).`, {
        code: 'timeout',
        seconds,
      });
    }
    const reason = describe(error);
    throw new DeliveryError(`Could not reach the service (${reason}).`, {
      code: 'unreachable',
      reason,
    });
  }
  if (response.status >= 200 && response.status < 300) return response.status;
  throw statusError(response.status);
}

function statusError(status: number): DeliveryError {
  if (status === 401 || status === 403) {
    return new DeliveryError(`The service refused our token (HTTP ${status}).`, {
      code: 'refused_auth',
      status,
    });
  }
  if (status === 404) {
    return new DeliveryError('The service does not know this address (HTTP 404).', {
      code: 'not_found',
      status,
    });
  }
  if (status === 400 || status === 422) {
    return new DeliveryError(`The service rejected the data (HTTP ${status}).`, {
      code: 'rejected',
      status,
    });
  }
  if (status === 429) {
    return new DeliveryError('The service asked us to slow down (HTTP 429).', {
      code: 'rate_limited',
      status,
    });
  }
  if (status >= 500) {
    return new DeliveryError(`The service had an internal error (HTTP ${status}).`, {
      code: 'server_error',
      status,
    });
  }
  return new DeliveryError(`The service answered HTTP ${status}.`, { code: 'http_status', status });
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}
