import { Router } from 'express';
import * as yup from 'yup';
import { recordAccountEvent, requestMetadata } from '../audit/record-account-event';
import { requires } from '../auth/permissions';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import { listRepresentatives, statuses } from './representatives';

const listSchema = yup.object({
  status: yup
    .mixed<(typeof statuses)[number]>()
    .oneOf([...statuses], 'invalid')
    .default('pending'),
  page: yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(1, 'validNumber')
    .max(100_000, 'validNumber')
    .default(1),
  search: yup.string().typeError('invalid').trim().max(100, 'invalid').default(''),
});

/** The :id of a representative route; anything but a positive integer names no record. */
function targetId(raw: unknown): number {
  const text = typeof raw === 'string' ? raw : '';
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || id < 1 || id > 2_147_483_647) throw new NotFoundError();
  return id;
}

/**
 * The administration of video-zone users (spec §2 videoZoneUsers, list.video-zone-users):
 * list by status, approve (pending → approved), delete (→ deleted: sessions end, sockets
 * disconnect). Each change records an account event.
 */
export function adminRepresentativeRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const admin = requires({ kind: 'admin', ability: 'list.video-zone-users' });

  router.get('/admin/video-zone-users', admin, async (req, res) => {
    res.json(await listRepresentatives(knex, validate(listSchema, req.query)));
  });

  router.post('/admin/video-zone-users/:id/approve', admin, async (req, res) => {
    const id = targetId(req.params.id);
    const updated = await knex('accounts')
      .where({ id, kind: 'representative' })
      .whereNull('deleted_at')
      .whereNull('approved_at')
      .update({ approved_at: knex.fn.now() })
      .returning<{ id: number }[]>('id');
    if (updated.length === 0) {
      // Approving twice changes nothing; a deleted or unknown one is not there to approve.
      const exists = await knex('accounts')
        .where({ id, kind: 'representative' })
        .whereNull('deleted_at')
        .first('id');
      if (!exists) throw new NotFoundError();
      res.status(204).end();
      return;
    }
    if (deps.store) {
      await recordAccountEvent(deps.store, requestMetadata(req, res), {
        type: 'AccountApproved',
        data: { accountId: id },
      });
    }
    res.status(204).end();
  });

  router.delete('/admin/video-zone-users/:id', admin, async (req, res) => {
    const id = targetId(req.params.id);
    const deleted = await knex.transaction(async (trx) => {
      const rows = await trx('accounts')
        .where({ id, kind: 'representative' })
        .whereNull('deleted_at')
        .update({ deleted_at: trx.fn.now() })
        .returning<{ id: number }[]>('id');
      if (rows.length === 0) return false;
      await trx.raw(`DELETE FROM sessions WHERE sess->'account'->>'id' = ?`, [String(id)]);
      await trx('password_resets').where({ account_id: id }).delete();
      return true;
    });
    if (!deleted) throw new NotFoundError();
    deps.disconnectAccount(id);
    if (deps.store) {
      await recordAccountEvent(deps.store, requestMetadata(req, res), {
        type: 'AccountDeleted',
        data: { accountId: id },
      });
    }
    res.status(204).end();
  });

  return router;
}
