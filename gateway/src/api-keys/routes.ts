import { Router } from 'express';
import * as yup from 'yup';
import { apiKeyScopes, defaultApiKeyScopes, type ApiKeyScope } from '@courtside/events';
import { can, requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { today } from '../http/request-time';
import { validate } from '../http/validate';
import { rejectUnknownFields } from '../users/strict-body';
import {
  assertLeaguesExist,
  findActiveKey,
  findApiKeyAnswer,
  insertApiKey,
  pageApiKeys,
  revokeApiKey,
  updateApiKey,
} from './key-store';
import { newApiKey } from './secret';

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
  // Issue 11: `recordings` lets a recording service attach videos; absent: results only.
  scopes: yup
    .array(
      yup
        .mixed<ApiKeyScope>()
        .oneOf([...apiKeyScopes], 'invalid')
        .required('invalid'),
    )
    .typeError('invalid')
    .min(1, 'required')
    .default(() => [...defaultApiKeyScopes])
    .transform((list: ApiKeyScope[]) => [...new Set(list)]),
});

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

  router.get('/api-keys', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const { page, per_page: perPage } = validate(listSchema, req.query);
    const accountId = seesAll(account) ? null : account.id;
    res.json(await pageApiKeys(knex, { accountId, page, perPage, today: today(res) }));
  });

  router.post('/api-keys', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    rejectUnknownFields(req.body, ['name', 'league_ids', 'scopes']);
    const input = validate(createSchema, req.body);
    await assertLeaguesExist(knex, input.league_ids);
    const key = newApiKey();
    const id = await insertApiKey(deps, req, res, account.id, input, key);
    const answer = await findApiKeyAnswer(knex, id, today(res));
    // The only answer that ever carries the secret: it is not stored anywhere readable.
    res.status(201).json({ ...answer, secret: key.secret });
  });

  // Rename a key or change its leagues; the secret stays the same and is never shown again.
  router.put('/api-keys/:id', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const id = idParam(req.params.id);
    const before = await findActiveKey(knex, id);
    if (!before || (before.account_id !== account.id && !seesAll(account))) {
      throw new NotFoundError();
    }
    rejectUnknownFields(req.body, ['name', 'league_ids', 'scopes']);
    const sent = validate(createSchema, req.body);
    // A form that does not name scopes (one from before them) keeps the key's own.
    const keepsScopes = (req.body as { scopes?: unknown } | null)?.scopes === undefined;
    const input = keepsScopes ? { ...sent, scopes: before.scopes } : sent;
    await assertLeaguesExist(knex, input.league_ids);
    const changes: { name?: string; leagueIds?: number[]; scopes?: ApiKeyScope[] } = {};
    if (input.name !== before.name) changes.name = input.name;
    if (JSON.stringify(input.league_ids) !== JSON.stringify(before.league_ids)) {
      changes.leagueIds = input.league_ids;
    }
    if ([...input.scopes].sort().join() !== [...before.scopes].sort().join()) {
      changes.scopes = input.scopes;
    }
    if (Object.keys(changes).length > 0) {
      await updateApiKey(deps, req, res, id, before.account_id, input, changes);
    }
    res.json(await findApiKeyAnswer(knex, id, today(res)));
  });

  router.delete('/api-keys/:id', admin, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const id = idParam(req.params.id);
    await revokeApiKey(deps, req, res, id, (ownerId) => ownerId === account.id || seesAll(account));
    res.status(204).end();
  });

  return router;
}
