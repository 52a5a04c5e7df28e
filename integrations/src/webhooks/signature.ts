import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/** A signing secret in the Standard Webhooks format: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The `msg_…` id of an endpoint's message for an event: the same on every re-run. */
export function messageIdOf(endpointId: number, cause: string): string {
  const digest = createHash('sha256').update(`${endpointId}:${cause}`).digest('base64url');
  return `msg_${digest.slice(0, 27)}`;
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,` + base64 of the HMAC-SHA256, keyed
 * with the secret's bytes (the base64 after `whsec_`), of `${id}.${timestamp}.${body}`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

// Encrypted at rest as the gateway's platform secrets are (gateway/src/auth/totp-secret.ts
// sealText): AES-256-GCM under the key derived from TOTP_ENCRYPTION_KEY, written
// `v1:iv:tag:ciphertext`, with the endpoint's row as additional data so a copy elsewhere fails.
/** The AES key from TOTP_ENCRYPTION_KEY, derived exactly as the gateway's `totpKey` does. */
export function webhookSecretKey(configured: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', configured, 'courtside', 'courtside totp seed encryption v1', 32),
  );
}

const context = (endpointId: number) => `webhook:${endpointId}`;

export function sealWebhookSecret(key: Buffer, endpointId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context(endpointId)));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

export function openWebhookSecret(key: Buffer, endpointId: number, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
    throw new Error('unreadable webhook secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(context(endpointId)));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
