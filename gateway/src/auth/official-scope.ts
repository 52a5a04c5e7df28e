import type { Knex } from 'knex';
import type { AccountRow, OfficialAssignmentRow } from '../db/tables';
import { rmSchema } from '../db/tables';
import { ForbiddenError, NotFoundError } from '../errors';

/** How an official serves a league. */
export type AssignmentRole = 'referee' | 'assistant referee' | 'delegate' | 'statistician';

/** Assigns an official to a league (idempotent); for the demo seeder and the admin screens. */
export async function assignOfficial(
  knex: Knex,
  accountId: number,
  leagueId: number,
  role: AssignmentRole,
): Promise<void> {
  await knex<OfficialAssignmentRow>('official_assignments')
    .insert({ account_id: accountId, league_id: leagueId, role })
    .onConflict(['account_id', 'league_id', 'role'])
    .ignore();
}

/**
 * The leagues an official may see and score, or null for "every league".
 *
 * Transition rule: an official with no assignment row at all keeps the behaviour from before
 * assignments existed (every league), so the demo seed and its browser test go on working
 * until the seed assigns its official. Once the seed calls assignOfficial this fallback is to
 * be removed, and an official without assignments sees nothing.
 */
export async function leaguesOfOfficial(knex: Knex, account: AccountRow): Promise<number[] | null> {
  const rows = await knex<OfficialAssignmentRow>('official_assignments')
    .distinct('league_id')
    .where({ account_id: account.id });
  return rows.length === 0 ? null : rows.map((row) => row.league_id);
}

/** Throws 403 unless the official may score the contest (404 when there is no such contest). */
export async function assertMayScore(
  knex: Knex,
  account: AccountRow,
  contestId: number,
): Promise<void> {
  const leagues = await leaguesOfOfficial(knex, account);
  if (leagues === null) return;
  const contest = await knex(`${rmSchema}.contests`)
    .select<{ league_id: number }[]>('league_id')
    .where({ id: contestId })
    .first();
  if (!contest) throw new NotFoundError();
  if (!leagues.includes(contest.league_id)) throw new ForbiddenError();
}
