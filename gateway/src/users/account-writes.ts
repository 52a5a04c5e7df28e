import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import type { AccountEvent } from '@courtside/events';
import type { AreaDeps } from '../area-deps';
import type { RoleRow } from '../db/tables';
import { setRoles, uniqueEmail } from './operations';
import { recordAccount } from './record';

/** The columns of `accounts` a user form or the profile may change. */
export interface AccountChanges {
  name?: string;
  email?: string;
  screen_name?: string | null;
  password_hash?: string;
  avatar_path?: string | null;
}

/**
 * Inserts an account with its roles and records the events `eventsFor` names for its new id,
 * in one transaction: the row and its audit trail appear together or not at all. A taken
 * email (lost race) is a 422 on `email`.
 */
export async function insertAccount(
  deps: AreaDeps,
  req: Request,
  res: Response,
  row: AccountChanges & { kind: string; email: string; name: string; password_hash: string },
  roles: RoleRow[],
  eventsFor: (id: number) => AccountEvent[],
): Promise<number> {
  return uniqueEmail(() =>
    deps.knex.transaction(async (trx) => {
      const [inserted] = await trx('accounts').insert(row).returning<{ id: number }[]>('id');
      if (!inserted) throw new Error('account insert returned nothing');
      await setRoles(trx, inserted.id, roles);
      await recordAccount(deps, req, res, eventsFor(inserted.id));
      return inserted.id;
    }),
  );
}

/**
 * Changes an account's row (and its roles, when given) and records the events, in one
 * transaction. A taken email (lost race) is a 422 on `email`.
 */
export async function updateAccount(
  deps: AreaDeps,
  req: Request,
  res: Response,
  id: number,
  changes: AccountChanges,
  events: AccountEvent[],
  roles?: RoleRow[],
): Promise<void> {
  await uniqueEmail(() =>
    deps.knex.transaction(async (trx: Knex.Transaction) => {
      await trx('accounts').where({ id }).update(changes);
      if (roles) await setRoles(trx, id, roles);
      await recordAccount(deps, req, res, events);
    }),
  );
}
