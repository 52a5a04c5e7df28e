import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so; a key-looking value anywhere in a URL is refused on sight. */
export const keyPrefix = 'csk_';
const keyShape = /^csk_[a-f0-9]{8}_[A-Za-z0-9_-]{43}$/;
/** Finds a key inside a query string, so one sent in the URL can be refused. */
export const keyInText = /csk_[a-f0-9]{8}_/;

/** A new key: the secret (shown once), the prefix shown for recognition, and its hash. */
export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const prefix = `${keyPrefix}${randomBytes(4).toString('hex')}`;
  // 32 random bytes: guessing is hopeless, so a fast hash (no salt, no stretching) is enough
  // and lets every request find its key by one indexed lookup.
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented value has the shape of a key at all (others are not looked up). */
export function looksLikeKey(value: string): boolean {
  return keyShape.test(value);
}
