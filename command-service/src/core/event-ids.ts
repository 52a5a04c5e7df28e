import { createHash, randomUUID } from 'node:crypto';

/** Fixed namespace so ids derived here never collide with another system's name-based UUIDs. */
const namespace = 'courtside:command-service';

/**
 * Event id for the `index`-th event a command appends to `stream`. With an idempotency key
 * the id is name-based (RFC 9562 version 5 layout over SHA-1), so a retried request produces
 * the same ids and the store recognises it; without one it is random.
 */
export function eventId(idempotencyKey: string | null, stream: string, index: number): string {
  if (!idempotencyKey) return randomUUID();
  const bytes = createHash('sha1')
    .update(`${namespace}\u0000${idempotencyKey}\u0000${stream}\u0000${index}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
