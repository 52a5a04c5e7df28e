import type { Knex } from 'knex';
import { openText, sealText } from '../auth/totp-secret';

/** The additional authenticated data of a platform secret: its row, so a copy elsewhere fails. */
const context = (platformId: number, name: string) => `platform:${platformId}:${name}`;

/** Stores (or, with null, removes) a platform secret, encrypted; inside the caller's transaction. */
export async function writePlatformSecret(
  db: Knex | Knex.Transaction,
  key: Buffer,
  secret: { platformId: number; name: string; value: string | null; now: Date },
): Promise<void> {
  const row = { platform_id: secret.platformId, name: secret.name };
  if (secret.value === null) {
    await db('platform_secrets').where(row).delete();
    return;
  }
  await db('platform_secrets')
    .insert({
      ...row,
      ciphertext: sealText(key, context(secret.platformId, secret.name), secret.value),
      updated_at: secret.now,
    })
    .onConflict(['platform_id', 'name'])
    .merge();
}

/** Whether a platform secret is stored: all the API ever says about it. */
export async function platformSecretSet(
  db: Knex,
  platformId: number,
  name: string,
): Promise<boolean> {
  const row: unknown = await db('platform_secrets')
    .where({ platform_id: platformId, name })
    .first('name');
  return row !== undefined;
}

/** The secret in clear, for the Atrium adapter that connects with it; never for an answer. */
export async function readPlatformSecret(
  db: Knex,
  key: Buffer,
  platformId: number,
  name: string,
): Promise<string | null> {
  const row = (await db('platform_secrets')
    .where({ platform_id: platformId, name })
    .first('ciphertext')) as { ciphertext: string } | undefined;
  return row ? openText(key, context(platformId, name), row.ciphertext) : null;
}
