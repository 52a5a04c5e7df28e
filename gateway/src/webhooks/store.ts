import type { Knex } from 'knex';
import { newWebhookSecret, sealWebhookSecret } from '@courtside/integrations';
import { ValidationError } from '../errors';

/** Endpoints one API key may have; held by a row lock on the key, however many ask at once. */
export const endpointsPerKey = 10;

/** An endpoint as every answer shows it: never its secret. */
export interface WebhookEndpointAnswer {
  id: number;
  api_key_id: number;
  url: string;
  kinds: string[];
  enabled: boolean;
  /** 'gone' when the receiver answered 410 and the system switched it off. */
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface EndpointInput {
  url: string;
  kinds: string[];
  enabled: boolean;
}

const columns = [
  'id',
  'api_key_id',
  'url',
  'kinds',
  'enabled',
  'disabled_reason',
  'created_at',
  'updated_at',
];

function toAnswer(row: Record<string, unknown>): WebhookEndpointAnswer {
  return {
    id: Number(row['id']),
    api_key_id: Number(row['api_key_id']),
    url: String(row['url']),
    kinds: row['kinds'] as string[],
    enabled: Boolean(row['enabled']),
    disabled_reason: (row['disabled_reason'] as string | null) ?? null,
    created_at: (row['created_at'] as Date).toISOString(),
    updated_at: (row['updated_at'] as Date).toISOString(),
  };
}

export async function listEndpoints(knex: Knex, apiKeyId: number) {
  const rows = await knex('webhook_endpoints')
    .where({ api_key_id: apiKeyId })
    .orderBy('id')
    .select(columns);
  return rows.map(toAnswer);
}

/** The endpoint with its key's owner and leagues (for authorisation); undefined when gone. */
export async function findEndpoint(knex: Knex, id: number) {
  const row = (await knex('webhook_endpoints as e')
    .join('api_keys as k', 'k.id', 'e.api_key_id')
    .whereNull('k.revoked_at')
    .where('e.id', id)
    .first(...columns.map((c) => `e.${c}`), 'k.account_id', 'k.league_ids')) as
    Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    ...toAnswer(row),
    accountId: Number(row['account_id']),
    leagueIds: row['league_ids'] as number[],
  };
}

/**
 * Registers an endpoint with a new secret, answered once. The key's row is locked first, so
 * the count and the insert are one claim: 100 creates at once leave at most `endpointsPerKey`.
 */
export async function createEndpoint(
  knex: Knex,
  secretKey: Buffer,
  apiKeyId: number,
  input: EndpointInput,
  now: Date,
): Promise<{ endpoint: WebhookEndpointAnswer; secret: string }> {
  return knex.transaction(async (trx) => {
    await trx('api_keys').where({ id: apiKeyId }).forUpdate().first('id');
    const [{ count }] = (await trx('webhook_endpoints')
      .where({ api_key_id: apiKeyId })
      .count({ count: '*' })) as [{ count: string | number }];
    if (Number(count) >= endpointsPerKey) {
      throw new ValidationError({ url: ['webhookLimit'] }, 'webhookLimit');
    }
    const secret = newWebhookSecret();
    const [row] = (await trx('webhook_endpoints')
      .insert({
        api_key_id: apiKeyId,
        url: input.url,
        kinds: input.kinds,
        enabled: input.enabled,
        secret_ciphertext: '',
        created_at: now,
        updated_at: now,
      })
      .returning(columns)) as Record<string, unknown>[];
    const id = Number(row?.['id']);
    await trx('webhook_endpoints')
      .where({ id })
      .update({ secret_ciphertext: sealWebhookSecret(secretKey, id, secret) });
    return { endpoint: toAnswer(row ?? {}), secret };
  });
}

export async function updateEndpoint(
  knex: Knex,
  id: number,
  input: Partial<EndpointInput>,
  now: Date,
): Promise<WebhookEndpointAnswer> {
  const changes: Record<string, unknown> = { updated_at: now };
  if (input.url !== undefined) changes['url'] = input.url;
  if (input.kinds !== undefined) changes['kinds'] = input.kinds;
  if (input.enabled !== undefined) {
    changes['enabled'] = input.enabled;
    changes['disabled_reason'] = null;
  }
  const [row] = (await knex('webhook_endpoints')
    .where({ id })
    .update(changes)
    .returning(columns)) as Record<string, unknown>[];
  return toAnswer(row ?? {});
}

/** A new secret, answered once; the old one stops signing at once. */
export async function rotateSecret(knex: Knex, secretKey: Buffer, id: number, now: Date) {
  const secret = newWebhookSecret();
  await knex('webhook_endpoints')
    .where({ id })
    .update({ secret_ciphertext: sealWebhookSecret(secretKey, id, secret), updated_at: now });
  return secret;
}

export async function deleteEndpoint(knex: Knex, id: number): Promise<void> {
  await knex('webhook_endpoints').where({ id }).delete();
}

/** The endpoint's latest delivery attempts, newest first. */
export async function recentDeliveries(knex: Knex, endpointId: number, limit = 50) {
  const rows = (await knex('webhook_deliveries')
    .where({ endpoint_id: endpointId })
    .orderBy('id', 'desc')
    .limit(limit)
    .select(
      'id',
      'message_id',
      'kind',
      'attempt',
      'status_code',
      'error',
      'duration_ms',
      'next_retry_at',
      'state',
      'attempted_at',
    )) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: Number(r['id']),
    message_id: String(r['message_id']),
    kind: String(r['kind']),
    attempt: Number(r['attempt']),
    status_code: (r['status_code'] as number | null) ?? null,
    error: (r['error'] as string | null) ?? null,
    duration_ms: Number(r['duration_ms']),
    next_retry_at: r['next_retry_at'] ? (r['next_retry_at'] as Date).toISOString() : null,
    state: String(r['state']),
    attempted_at: (r['attempted_at'] as Date).toISOString(),
  }));
}
