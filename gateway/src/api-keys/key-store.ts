import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import {
  defaultApiKeyScopes,
  type ApiKey,
  type ApiKeyScope,
  type Paginated,
} from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import { NotFoundError, ValidationError } from '../errors';
import { recordApiKeyEvent } from './record';
import type { newApiKey } from './secret';
import { usageOf } from './usage';

/** An API key as lists show it: never the secret nor its hash, only the prefix. */
export type ApiKeyAnswer = ApiKey;

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  league_ids: number[];
  scopes: ApiKeyScope[];
  account_id: number;
  account_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

async function toAnswers(
  knex: Knex | Knex.Transaction,
  rows: KeyRow[],
  today: string,
): Promise<ApiKeyAnswer[]> {
  const usage = await usageOf(
    knex,
    rows.map((row) => row.id),
    today,
  );
  const ids = [...new Set(rows.flatMap((row) => row.league_ids))];
  const leagues = ids.length
    ? await knex('leagues').withSchema('rm').whereIn('id', ids).select('id', 'name')
    : [];
  const names = new Map<number, string>(
    leagues.map((l: { id: number; name: string }) => [l.id, l.name]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    league_ids: row.league_ids,
    leagues: row.league_ids.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
    scopes: row.scopes,
    account_id: row.account_id,
    account_name: row.account_name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
    usage: usage.get(row.id) ?? [],
  }));
}

function activeKeys(knex: Knex | Knex.Transaction) {
  return knex('api_keys as k')
    .join('accounts as a', 'a.id', 'k.account_id')
    .whereNull('k.revoked_at');
}

const keyColumns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.league_ids',
  'k.scopes',
  'k.account_id',
  'a.name as account_name',
  'k.created_at',
  'k.last_used_at',
];

/** 422 unless every league id names a league. */
export async function assertLeaguesExist(knex: Knex, ids: number[]): Promise<void> {
  const known = await knex('leagues').withSchema('rm').whereIn('id', ids).pluck('id');
  if (known.length !== ids.length) throw new ValidationError({ league_ids: ['unknownLeague'] });
}

/** Active keys, newest first: every key, or only those of `accountId`. */
export async function pageApiKeys(
  knex: Knex,
  options: { accountId: number | null; page: number; perPage: number; today: string },
): Promise<Paginated<ApiKeyAnswer>> {
  const { page, perPage } = options;
  const scope = activeKeys(knex);
  if (options.accountId !== null) scope.where('k.account_id', options.accountId);
  const [{ total } = { total: 0 }] = await scope
    .clone()
    .count<{ total: string | number }[]>({ total: '*' });
  const rows = (await scope
    .clone()
    .select(keyColumns)
    .orderBy('k.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)) as KeyRow[];
  const count = Number(total);
  return {
    data: await toAnswers(knex, rows, options.today),
    meta: {
      current_page: page,
      per_page: perPage,
      total: count,
      last_page: Math.max(1, Math.ceil(count / perPage)),
    },
  };
}

/** An active key as lists show it (its use up to `today`), or undefined. */
export async function findApiKeyAnswer(
  knex: Knex,
  id: number,
  today: string,
): Promise<ApiKeyAnswer | undefined> {
  const rows = (await activeKeys(knex).where('k.id', id).select(keyColumns)) as KeyRow[];
  const [answer] = await toAnswers(knex, rows, today);
  return answer;
}

const isDefaultScopes = (scopes: ApiKeyScope[]) =>
  [...scopes].sort().join() === [...defaultApiKeyScopes].sort().join();

/** A key's owner and what an admin may change of it. */
interface KeySettings {
  account_id: number;
  name: string;
  league_ids: number[];
  scopes: ApiKeyScope[];
}

/** An active key's owner, name, leagues and scopes, or undefined. */
export async function findActiveKey(knex: Knex, id: number): Promise<KeySettings | undefined> {
  return activeKeys(knex)
    .where('k.id', id)
    .first<KeySettings | undefined>('k.account_id', 'k.name', 'k.league_ids', 'k.scopes');
}

/** Stores a new key (its hash, never the secret) and records ApiKeyCreated; answers its id. */
export async function insertApiKey(
  deps: AreaDeps,
  req: Request,
  res: Response,
  accountId: number,
  input: { name: string; league_ids: number[]; scopes: ApiKeyScope[] },
  key: ReturnType<typeof newApiKey>,
): Promise<number> {
  return deps.knex.transaction(async (trx) => {
    const [row] = await trx('api_keys')
      .insert({
        account_id: accountId,
        name: input.name,
        prefix: key.prefix,
        secret_hash: key.hash,
        league_ids: input.league_ids,
        scopes: input.scopes,
      })
      .returning<{ id: number }[]>('id');
    if (!row) throw new Error('api key insert returned nothing');
    await recordApiKeyEvent(deps, req, res, {
      type: 'ApiKeyCreated',
      data: {
        apiKeyId: row.id,
        accountId,
        name: input.name,
        leagueIds: input.league_ids,
        // A results-only key is recorded as every key before scopes was: absent means that.
        ...(isDefaultScopes(input.scopes) ? {} : { scopes: input.scopes }),
      },
    });
    return row.id;
  });
}

/** Renames a key or changes its leagues or scopes, recording ApiKeyUpdated with what changed. */
export async function updateApiKey(
  deps: AreaDeps,
  req: Request,
  res: Response,
  id: number,
  ownerId: number,
  input: { name: string; league_ids: number[]; scopes: ApiKeyScope[] },
  changes: { name?: string; leagueIds?: number[]; scopes?: ApiKeyScope[] },
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    await trx('api_keys')
      .where({ id })
      .update({ name: input.name, league_ids: input.league_ids, scopes: input.scopes });
    await recordApiKeyEvent(deps, req, res, {
      type: 'ApiKeyUpdated',
      data: { apiKeyId: id, accountId: ownerId, changes },
    });
  });
}

/** Revokes an active key `mayRevoke` allows (else 404) and records ApiKeyRevoked. */
export async function revokeApiKey(
  deps: AreaDeps,
  req: Request,
  res: Response,
  id: number,
  mayRevoke: (ownerId: number) => boolean,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const key = await trx('api_keys')
      .where({ id })
      .whereNull('revoked_at')
      .forUpdate()
      .first<{ id: number; account_id: number; name: string; league_ids: number[] } | undefined>(
        'id',
        'account_id',
        'name',
        'league_ids',
      );
    if (!key || !mayRevoke(key.account_id)) throw new NotFoundError();
    await trx('api_keys').where({ id }).update({ revoked_at: trx.fn.now() });
    await recordApiKeyEvent(deps, req, res, {
      type: 'ApiKeyRevoked',
      data: {
        apiKeyId: key.id,
        accountId: key.account_id,
        name: key.name,
        leagueIds: key.league_ids,
      },
    });
  });
}
