import { ProviderError, type ProviderName } from './model';

/** How long one provider request may take before it counts as hanging. */
export const defaultTimeoutMs = 10_000;

/**
 * One GET to a provider, answered as parsed JSON or a ProviderError by meaning: 401/403 are
 * wrong credentials, 404 an id the provider does not know, 5xx its own trouble, an abort a
 * hang, anything not JSON malformed. The path (never the host's query with a key) goes in the
 * message, so a log line helps without leaking.
 */
export async function getJson(
  provider: ProviderName,
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(provider, 'timeout', `no answer in ${timeoutMs} ms: ${url.pathname}`);
    }
    throw new ProviderError(provider, 'unreachable', `cannot connect: ${url.host}`);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new ProviderError(provider, 'credentials', `${response.status} on ${url.pathname}`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw new ProviderError(provider, 'not_found', url.pathname);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(provider, 'server', `${response.status} on ${url.pathname}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(provider, 'timeout', `body cut off: ${url.pathname}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(provider, 'malformed', `not JSON: ${url.pathname}`);
  }
}

/** A record, or the malformed-data error naming what was expected. */
export function record(
  provider: ProviderName,
  value: unknown,
  what: string,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProviderError(provider, 'malformed', `${what} is not an object`);
  }
  return value as Record<string, unknown>;
}

/** A non-empty string or number field as a string id/name, else malformed. */
export function text(provider: ProviderName, item: Record<string, unknown>, field: string): string {
  const value = item[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw new ProviderError(provider, 'malformed', `${field} missing`);
}

/** An optional string field. */
export function optionalText(item: Record<string, unknown>, field: string): string | null {
  const value = item[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** An optional whole-number field (scores arrive as numbers or strings). */
export function optionalInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}
