import type { Knex } from 'knex';
import type { AdminLeagueSummary } from '../db/tables';
import { NotFoundError } from '../errors';
import { findAdminLeagueSummary } from '../queries/admin-leagues';

/** The league as the admin list shows it; 404 when there is none. */
export async function leagueOrNotFound(
  db: Knex | Knex.Transaction,
  id: number,
): Promise<AdminLeagueSummary> {
  const league = await findAdminLeagueSummary(db, id);
  if (!league) throw new NotFoundError();
  return league;
}
