import type { Knex } from 'knex';
import { newWebhookSecret, sealWebhookSecret } from '../src/webhooks/signature';
import type { WebhookKind } from '../src/webhooks/kinds';

/** The key webhook secrets are sealed with in these tests. */
export const testWebhookSecretKey = Buffer.alloc(32, 7);

/**
 * API keys and webhook endpoints stored as the gateway stores them (its tables must be
 * migrated), for one account, with secrets sealed under `secretKey`.
 */
export async function webhookEndpoints(knex: Knex, secretKey: Buffer, now: Date) {
  const [account] = await knex('accounts')
    .insert({ kind: 'admin', email: 'hooks@example.com', name: 'Hooks', password_hash: 'x' })
    .returning<{ id: number }[]>('id');
  let keys = 0;
  return {
    /** An API key of the account, for these leagues. */
    async apiKey(leagueIds: number[]): Promise<number> {
      keys += 1;
      const [row] = await knex('api_keys')
        .insert({
          account_id: account?.id,
          name: `Key ${keys}`,
          prefix: `csk_${keys}`,
          secret_hash: `hash-${keys}`,
          league_ids: leagueIds,
        })
        .returning<{ id: number }[]>('id');
      return row?.id ?? 0;
    },
    /** An endpoint at `url`; answers its secret. */
    async endpoint(apiKeyId: number, url: string, kinds: WebhookKind[], enabled = true) {
      const secret = newWebhookSecret();
      const [row] = await knex('webhook_endpoints')
        .insert({
          api_key_id: apiKeyId,
          url,
          kinds,
          enabled,
          secret_ciphertext: '',
          created_at: now,
          updated_at: now,
        })
        .returning<{ id: number }[]>('id');
      const id = row?.id ?? 0;
      await knex('webhook_endpoints')
        .where({ id })
        .update({ secret_ciphertext: sealWebhookSecret(secretKey, id, secret) });
      return { id, secret };
    },
  };
}
