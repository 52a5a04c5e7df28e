import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { forwardCommand } from '../commands/forward';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../http/area-deps';
import type { Locale } from '../i18n';
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
 * The leagues an account owns, from rm.leagues.owner_id (projected from LeagueCreated's admin
 * actor and LeagueOwnerChanged). A read model without the column yet owns nothing.
 */
export async function ownedLeagues(knex: Knex, accountId: number): Promise<OwnedLeague[]> {
  try {
    return await knex('leagues')
      .withSchema('rm')
      .where({ owner_id: accountId })
      .orderBy('id')
      .select<OwnedLeague[]>('id', 'name');
  } catch (error) {
    if ((error as { code?: unknown }).code === '42703') return [];
    throw error;
  }
}

/**
 * Deletes a user the spec's way: never oneself; a league owner only with a new owner, to whom
 * command-service hands every league first; then a soft delete (deleted_at, disabled, sessions
 * ended, AccountDeleted recorded) and the user's sockets disconnected.
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

  const leagues = await ownedLeagues(deps.knex, targetId);
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
    await forwardCommand({
      baseUrl: deps.config.commandServiceUrl,
      method: 'POST',
      path: '/leagues/owner-transfer',
      body: { from_account_id: targetId, to_account_id: newOwnerId },
      req,
      account: actor,
      logger: deps.logger,
    });
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
