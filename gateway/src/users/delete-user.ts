import type { Request, Response } from 'express';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import type { Locale } from '../i18n';
import { transferLeagues } from '../commands/leagues';
import { leaguesOwnedBy } from '../queries/admin-leagues';
import { assertMayManage } from './operations';
import { recordAccount } from './record';
import { findUser } from './user-answer';

/** A league a user owns, named so the delete dialog can list it. */
export interface OwnedLeague {
  id: number;
  name: string;
}

/** 422 naming the leagues a user owns when no new owner was chosen (spec §5). */
export class OwnsLeaguesError extends ValidationError {
  constructor(readonly leagues: OwnedLeague[]) {
    super({ new_owner_id: ['ownsLeagues'] }, 'ownsLeagues');
  }
  override body(locale: Locale) {
    return { ...super.body(locale), leagues: this.leagues };
  }
}

/**
 * Deletes a user the spec's way: never oneself; a league owner only with a new owner, to whom
 * command-service hands every league first (commands/leagues.ts); then a soft delete
 * (deleted_at, disabled, sessions ended, AccountDeleted recorded) and the user's sockets
 * disconnected.
 */
export async function deleteUser(
  deps: AreaDeps,
  req: Request,
  res: Response,
  targetId: number,
  newOwnerId: number | undefined,
): Promise<void> {
  const actor = res.locals.account as AccountRow;
  if (targetId === actor.id) {
    throw new ValidationError({ id: ['cannotDeleteSelf'] }, 'cannotDeleteSelf');
  }
  const target = await findUser(deps.knex, targetId);
  if (!target || target.kind === 'representative') throw new NotFoundError();
  assertMayManage(actor, target);

  const leagues = await leaguesOwnedBy(deps.knex, targetId);
  if (leagues.length > 0) {
    if (newOwnerId === undefined) throw new OwnsLeaguesError(leagues);
    const heir = await deps
      .knex('accounts')
      .where({ id: newOwnerId, kind: 'admin' })
      .whereNull('disabled_at')
      .whereNull('deleted_at')
      .first('id');
    if (!heir || newOwnerId === targetId) {
      throw new ValidationError({ new_owner_id: ['newOwnerInvalid'] }, 'newOwnerInvalid');
    }
    await transferLeagues({ deps, req, account: actor }, targetId, newOwnerId);
  }

  await deps.knex.transaction(async (trx) => {
    await trx('accounts')
      .where({ id: targetId })
      .update({
        deleted_at: trx.fn.now(),
        disabled_at: trx.raw('coalesce(disabled_at, now())'),
      });
    await trx.raw(
      `DELETE FROM sessions
        WHERE sess->'account'->>'id' = ? OR sess->'pendingTwoFactor'->>'id' = ?`,
      [String(targetId), String(targetId)],
    );
    await recordAccount(deps, req, res, [
      { type: 'AccountDeleted', data: { accountId: targetId } },
    ]);
  });
  deps.disconnectAccount(targetId);
}
