import type { DestinationEndpoint, SyncJob } from './jobs';

/** A failed delivery, with the reason in words an administrator understands. */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
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
  let response: Response;
  try {
    response = await fetch(new URL(job.path, endpoint.url), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${endpoint.token}`,
        'content-type': 'application/json',
        'idempotency-key': job.idempotencyKey,
      },
      body: JSON.stringify(job.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new DeliveryError(`No answer within ${Math.round(timeoutMs / 1000)} s (timed out).`);
    }
    throw new DeliveryError(`Could not reach the service (${describe(error)}).`);
  }
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return response.status;
  throw new DeliveryError(explainStatus(response.status));
}

function explainStatus(status: number): string {
  if (status === 401 || status === 403) return `The service refused our token (HTTP ${status}).`;
  if (status === 404) return 'The service does not know this address (HTTP 404).';
  if (status === 400 || status === 422) return `The service rejected the data (HTTP ${status}).`;
  if (status === 429) return 'The service asked us to slow down (HTTP 429).';
  if (status >= 500) return `The service had an internal error (HTTP ${status}).`;
  return `The service answered HTTP ${status}.`;
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}
