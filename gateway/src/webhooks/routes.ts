import { Router, type Response } from 'express';
import { sendTestMessage } from '@courtside/integrations';
import type { AreaDeps } from '../area-deps';
import { totpKey } from '../auth/totp-secret';
import { apiKeyRoute, can, requires } from '../auth/permissions';
import { findActiveKey } from '../api-keys/key-store';
import type { AccountRow } from '../db/tables';
import { NotFoundError, UnauthenticatedError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { rejectUnknownFields } from '../users/strict-body';
import { createSchema, updateSchema } from './schema';
import {
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  recentDeliveries,
  rotateSecret,
  updateEndpoint,
} from './store';

/** How long the test button waits for the receiver. */
const testTimeoutMs = 10_000;

/**
 * Webhook endpoints (issue 12, docs/webhooks.md). Administrators manage a key's endpoints under
 * `/admin` (the key's owner, or whoever sees every key); the key itself lists and registers its
 * own at `/webhooks` with its `X-Api-Key`. A secret is answered on creation and rotation only.
 */
export function webhookRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const admin = requires({ kind: 'admin' });
  const production = deps.config.nodeEnv === 'production';
  const secretKey = totpKey(deps.config.totpEncryptionKey);
  const mayManage = (res: Response, ownerId: number) => {
    const account = res.locals.account as AccountRow;
    return (
      ownerId === account.id ||
      can('list.api-keys', { abilities: account.permissions, roles: account.roles })
    );
  };
  const ownKey = async (res: Response, id: number) => {
    const key = await findActiveKey(knex, id);
    if (!key || !mayManage(res, key.account_id)) throw new NotFoundError();
    return key;
  };
  const ownEndpoint = async (res: Response, id: number) => {
    const endpoint = await findEndpoint(knex, id);
    if (!endpoint || !mayManage(res, endpoint.accountId)) throw new NotFoundError();
    return endpoint;
  };
  const create = async (apiKeyId: number, body: unknown, res: Response) => {
    rejectUnknownFields(body, ['url', 'kinds', 'enabled']);
    const input = validate(createSchema(production), body);
    const created = await createEndpoint(knex, secretKey, apiKeyId, input, deps.clock());
    // The only answers that carry the secret: this one and a rotation's.
    res.status(201).json({ ...created.endpoint, secret: created.secret });
  };

  router.get('/admin/api-keys/:id/webhooks', admin, async (req, res) => {
    const id = idParam(req.params.id);
    await ownKey(res, id);
    res.json({ data: await listEndpoints(knex, id) });
  });

  router.post('/admin/api-keys/:id/webhooks', admin, async (req, res) => {
    const id = idParam(req.params.id);
    await ownKey(res, id);
    await create(id, req.body, res);
  });

  router.patch('/admin/webhooks/:id', admin, async (req, res) => {
    const id = idParam(req.params.id);
    await ownEndpoint(res, id);
    rejectUnknownFields(req.body, ['url', 'kinds', 'enabled']);
    const input = validate(updateSchema(production), req.body);
    res.json(await updateEndpoint(knex, id, input, deps.clock()));
  });

  router.delete('/admin/webhooks/:id', admin, async (req, res) => {
    const id = idParam(req.params.id);
    await ownEndpoint(res, id);
    await deleteEndpoint(knex, id);
    res.status(204).end();
  });

  router.post('/admin/webhooks/:id/rotate-secret', admin, async (req, res) => {
    const id = idParam(req.params.id);
    const endpoint = await ownEndpoint(res, id);
    const secret = await rotateSecret(knex, secretKey, id, deps.clock());
    const { accountId: _owner, leagueIds: _leagues, ...answer } = endpoint;
    res.json({ ...answer, secret });
  });

  router.post('/admin/webhooks/:id/test', admin, async (req, res) => {
    const id = idParam(req.params.id);
    const endpoint = await ownEndpoint(res, id);
    const result = await sendTestMessage(
      { db: deps.pool, secretKey, clock: deps.clock, timeoutMs: testTimeoutMs },
      { id, apiKeyId: endpoint.api_key_id, leagueIds: endpoint.leagueIds },
    );
    res.json({
      message_id: result.messageId,
      delivered: result.ok,
      status_code: result.status,
      error: result.error,
      duration_ms: result.durationMs,
    });
  });

  router.get('/admin/webhooks/:id/deliveries', admin, async (req, res) => {
    const id = idParam(req.params.id);
    await ownEndpoint(res, id);
    res.json({ data: await recentDeliveries(knex, id) });
  });

  // The key's own: an API consumer lists and registers its endpoints with its X-Api-Key.
  const keyOf = (res: Response) => {
    const key = res.locals.apiKey;
    if (!key) throw new UnauthenticatedError();
    return key;
  };
  router.get('/webhooks', apiKeyRoute, async (_req, res) => {
    res.json({ data: await listEndpoints(knex, keyOf(res).id) });
  });
  router.post('/webhooks', apiKeyRoute, async (req, res) => {
    await create(keyOf(res).id, req.body, res);
  });

  return router;
}
