import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';

/** The 256-bit AES key derived from TOTP_ENCRYPTION_KEY; HKDF so the config text need not be hex. */
export function totpKey(configured: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', configured, 'courtside', 'courtside totp seed encryption v1', 32),
  );
}

/**
 * Encrypts a TOTP seed with AES-256-GCM. The account id is the additional authenticated data,
 * so a ciphertext copied onto another account's row does not decrypt.
 */
export function encryptSecret(key: Buffer, accountId: number, secret: string): string {
  return sealText(key, `account:${accountId}`, secret);
}

/** Decrypts what encryptSecret stored; throws when the key, account or text do not match. */
export function decryptSecret(key: Buffer, accountId: number, stored: string): string {
  return openText(key, `account:${accountId}`, stored);
}

/**
 * AES-256-GCM with `context` as the additional authenticated data (the row a ciphertext belongs
 * to), written as `v1:iv:tag:ciphertext` in base64. Shared by TOTP seeds and platform secrets.
 */
export function sealText(key: Buffer, context: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [version, iv, tag, ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** Decrypts what sealText stored; throws when the key, context or text do not match. */
export function openText(key: Buffer, context: string, stored: string): string {
  const [given, iv, tag, ciphertext] = stored.split(':');
  if (given !== version || !iv || !tag || ciphertext === undefined) {
    throw new Error('unreadable secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
