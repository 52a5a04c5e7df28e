import type { Request, Response } from 'express';
import type { AreaDeps } from '../area-deps';
import { recordAccountEvent, requestMetadata } from '../audit/record-account-event';
import { NotFoundError } from '../errors';

/**
 * Approves a pending representative and records AccountApproved. Approving twice changes
 * nothing; a deleted or unknown one is not there to approve (404).
 */
export async function approveRepresentative(
  deps: AreaDeps,
  req: Request,
  res: Response,
  id: number,
): Promise<void> {
  const { knex } = deps;
  const updated = await knex('accounts')
    .where({ id, kind: 'representative' })
    .whereNull('deleted_at')
    .whereNull('approved_at')
    .update({ approved_at: knex.fn.now() })
    .returning<{ id: number }[]>('id');
  if (updated.length === 0) {
    const exists = await knex('accounts')
      .where({ id, kind: 'representative' })
      .whereNull('deleted_at')
      .first('id');
    if (!exists) throw new NotFoundError();
    return;
  }
  if (deps.store) {
    await recordAccountEvent(deps.store, requestMetadata(req, res), {
      type: 'AccountApproved',
      data: { accountId: id },
    });
  }
}

/**
 * Deletes a representative (soft: deleted_at), ends their sessions and reset links, disconnects
 * their sockets and records AccountDeleted; 404 when there is none to delete.
 */
export async function deleteRepresentative(
  deps: AreaDeps,
  req: Request,
  res: Response,
  id: number,
): Promise<void> {
  const deleted = await deps.knex.transaction(async (trx) => {
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
}
