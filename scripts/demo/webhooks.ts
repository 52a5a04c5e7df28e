import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { newWebhookSecret, sealWebhookSecret } from '@courtside/integrations';

/**
 * Issue 12: the demo's API key for its top league (owned by the first administrator), with one
 * webhook endpoint at the local fake receiver, subscribed to score.changed and match.finished.
 * Made before the outbox reactor first reads the log, so the demo's played matches arrive as
 * delivered messages. The key's secret is never shown (a new one is made on the API keys screen).
 */
export async function seedDemoWebhook(
  pool: pg.Pool,
  secretKey: Buffer,
  leagueId: number,
  receiverUrl: string,
  now: Date,
): Promise<void> {
  const { rows: admins } = await pool.query<{ id: number }>(
    "SELECT id FROM accounts WHERE kind = 'admin' AND deleted_at IS NULL ORDER BY id LIMIT 1",
  );
  const accountId = admins[0]?.id;
  if (accountId === undefined) return;
  const prefix = `csk_${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const { rows: keys } = await pool.query<{ id: number }>(
    `INSERT INTO api_keys (account_id, name, prefix, secret_hash, league_ids, created_at)
     VALUES ($1, 'Klupski sajt (demo)', $2, $3, $4, $5) RETURNING id`,
    [accountId, prefix, createHash('sha256').update(secret).digest('hex'), [leagueId], now],
  );
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO webhook_endpoints (api_key_id, url, kinds, enabled, secret_ciphertext, created_at, updated_at)
     VALUES ($1, $2, $3, true, '', $4, $4) RETURNING id`,
    [keys[0]?.id, `${receiverUrl}/courtside`, ['score.changed', 'match.finished'], now],
  );
  const id = rows[0]?.id ?? 0;
  await pool.query('UPDATE webhook_endpoints SET secret_ciphertext = $2 WHERE id = $1', [
    id,
    sealWebhookSecret(secretKey, id, newWebhookSecret()),
  ]);
}

/**
 * On a later start the demo's receiver listens on another port: the demo endpoint (the local
 * receiver's `/courtside`) is pointed at the new one, so its deliveries keep arriving.
 */
export async function pointDemoWebhook(pool: pg.Pool, receiverUrl: string): Promise<void> {
  await pool.query(
    `UPDATE webhook_endpoints SET url = $1
      WHERE url ~ '^http://127\\.0\\.0\\.1:[0-9]+/courtside$' AND url <> $1`,
    [`${receiverUrl}/courtside`],
  );
}
