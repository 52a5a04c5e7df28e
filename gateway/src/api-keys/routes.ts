import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import type { Paginated } from '@courtside/events';
import { can, requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { rejectUnknownFields } from '../users/strict-body';
import { recordApiKeyEvent } from './record';
import { newApiKey } from './secret';

/** An API key as lists show it: never the secret nor its hash, only the prefix. */
export interface ApiKeyAnswer {
  id: number;
  name: string;
  /** The key's first characters, to recognise it (`csk_1a2b3c4d…`). */
  prefix: string;
  league_ids: number[];
  leagues: { id: number; name: string }[];
  account_id: number;
  account_name: string;
  created_at: string;
  last_used_at: string | null;
}

const pageNumber = yup.number().typeError('validNumber').integer('validNumber');
const listSchema = yup.object({
  page: pageNumber.min(1, 'validNumber').default(1),
  per_page: pageNumber.min(1, 'validNumber').max(100, 'validNumber').default(10),
});

const createSchema = yup.object({
  name: yup.string().typeError('validName').trim().required('required').max(255, 'validName'),
  league_ids: yup
    .array(
      yup
        .number()
        .typeError('unknownLeague')
        .integer('unknownLeague')
        .positive('unknownLeague')
        .max(2_147_483_647, 'unknownLeague')
        .required('unknownLeague'),
    )
    .typeError('required')
    .required('required')
    .min(1, 'required')
    .test('unique', 'duplicates', (list) => new Set(list).size === (list?.length ?? 0)),
});

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  league_ids: number[];
  account_id: number;
  account_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

async function toAnswers(knex: Knex, rows: KeyRow[]): Promise<ApiKeyAnswer[]> {
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
    account_id: row.account_id,
    account_name: row.account_name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
  }));
}

function activeKeys(knex: Knex) {
  return knex('api_keys as k')
    .join('accounts as a', 'a.id', 'k.account_id')
    .whereNull('k.revoked_at');
}

const keyColumns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.league_ids',
  'k.account_id',
  'a.name as account_name',
  'k.created_at',
  'k.last_used_at',
];

/**
 * API keys (spec §2 `api-keys/create-edit` for any admin, `api-keys/list` with list.api-keys):
 * an admin creates keys for chosen leagues, sees the secret once, lists and revokes them.
 */
export function apiKeyRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const admin = requires({ kind: 'admin' });
  const seesAll = (account: AccountRow) =>
    can('list.api-keys', { abilities: account.permissions, roles: account.roles });

  async function assertLeaguesExist(ids: number[]) {
    const known = await knex('leagues').withSchema('rm').whereIn('id', ids).pluck('id');
    if (known.length !== ids.length) throw new ValidationError({ league_ids: ['unknownLeague'] });
  }

  router.get('/api-keys', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const { page, per_page: perPage } = validate(listSchema, req.query);
    const scope = activeKeys(knex);
    if (!seesAll(account)) scope.where('k.account_id', account.id);
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
    const body: Paginated<ApiKeyAnswer> = {
      data: await toAnswers(knex, rows),
      meta: {
        current_page: page,
        per_page: perPage,
        total: count,
        last_page: Math.max(1, Math.ceil(count / perPage)),
      },
    };
    res.json(body);
  });

  router.post('/api-keys', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    rejectUnknownFields(req.body, ['name', 'league_ids']);
    const input = validate(createSchema, req.body);
    await assertLeaguesExist(input.league_ids);
    const key = newApiKey();
    const id = await knex.transaction(async (trx) => {
      const [row] = await trx('api_keys')
        .insert({
          account_id: account.id,
          name: input.name,
          prefix: key.prefix,
          secret_hash: key.hash,
          league_ids: input.league_ids,
        })
        .returning<{ id: number }[]>('id');
      if (!row) throw new Error('api key insert returned nothing');
      await recordApiKeyEvent(deps, req, res, {
        type: 'ApiKeyCreated',
        data: {
          apiKeyId: row.id,
          accountId: account.id,
          name: input.name,
          leagueIds: input.league_ids,
        },
      });
      return row.id;
    });
    const rows = (await activeKeys(knex).where('k.id', id).select(keyColumns)) as KeyRow[];
    const [answer] = await toAnswers(knex, rows);
    // The only answer that ever carries the secret: it is not stored anywhere readable.
    res.status(201).json({ ...answer, secret: key.secret });
  });

  // Rename a key or change its leagues; the secret stays the same and is never shown again.
  router.put('/api-keys/:id', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const id = idParam(req.params.id);
    const before = await activeKeys(knex)
      .where('k.id', id)
      .first<{ account_id: number; name: string; league_ids: number[] } | undefined>(
        'k.account_id',
        'k.name',
        'k.league_ids',
      );
    if (!before || (before.account_id !== account.id && !seesAll(account))) {
      throw new NotFoundError();
    }
    rejectUnknownFields(req.body, ['name', 'league_ids']);
    const input = validate(createSchema, req.body);
    await assertLeaguesExist(input.league_ids);
    const changes: { name?: string; leagueIds?: number[] } = {};
    if (input.name !== before.name) changes.name = input.name;
    if (JSON.stringify(input.league_ids) !== JSON.stringify(before.league_ids)) {
      changes.leagueIds = input.league_ids;
    }
    if (Object.keys(changes).length > 0) {
      await knex.transaction(async (trx) => {
        await trx('api_keys')
          .where({ id })
          .update({ name: input.name, league_ids: input.league_ids });
        await recordApiKeyEvent(deps, req, res, {
          type: 'ApiKeyUpdated',
          data: { apiKeyId: id, accountId: before.account_id, changes },
        });
      });
    }
    const rows = (await activeKeys(knex).where('k.id', id).select(keyColumns)) as KeyRow[];
    const [answer] = await toAnswers(knex, rows);
    res.json(answer);
  });

  router.delete('/api-keys/:id', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const id = idParam(req.params.id);
    await knex.transaction(async (trx) => {
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
      if (!key || (key.account_id !== account.id && !seesAll(account))) {
        throw new NotFoundError();
      }
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
    res.status(204).end();
  });

  return router;
}
