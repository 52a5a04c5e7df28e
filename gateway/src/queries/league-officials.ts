import type { Knex } from 'knex';
import {
  leagueOfficialRoles,
  type ContestOfficialRole,
  type LeagueOfficialRole,
} from '@courtside/events';
import { roleNames } from '../auth/accounts';
import {
  rmSchema as rm,
  type ContestCrew,
  type OfficialAccount,
  type OfficialAccountWithKind,
} from '../db/tables';

type Db = Knex | Knex.Transaction;

/** Active accounts with their role names. */
function accountsQuery(db: Db) {
  return db('accounts as a')
    .whereNull('a.disabled_at')
    .select('a.id', 'a.kind', 'a.name', 'a.email', roleNames(db));
}

/** Active accounts by id, with their kind and role names. */
export async function accountsByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, OfficialAccountWithKind>> {
  if (ids.length === 0) return new Map();
  const rows: OfficialAccountWithKind[] = await accountsQuery(db).whereIn('a.id', ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The officials picker: the first 50 active officials (or admins, for the administrator list)
 * by name, whose name or email contains `search`.
 */
export async function searchOfficialAccounts(
  db: Db,
  filter: { administrators: boolean; search?: string },
): Promise<OfficialAccountWithKind[]> {
  let query = accountsQuery(db).orderBy('a.name').limit(50);
  query = query.where('a.kind', filter.administrators ? 'admin' : 'official');
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((q) => q.whereILike('a.name', like).orWhereILike('a.email', like));
  }
  return query;
}

/** The officials lists of a league, by role, each sorted by name. */
export async function leagueOfficials(
  db: Db,
  leagueId: number,
): Promise<Record<LeagueOfficialRole, OfficialAccount[]>> {
  const rows: Array<{ account_id: number; role: LeagueOfficialRole }> = await db(
    `${rm}.league_officials`,
  )
    .where({ league_id: leagueId })
    .select('account_id', 'role');
  const accounts = await accountsByIds(db, [...new Set(rows.map((row) => row.account_id))]);
  const lists = Object.fromEntries(
    leagueOfficialRoles.map((role) => [role, [] as OfficialAccount[]]),
  ) as Record<LeagueOfficialRole, OfficialAccount[]>;
  for (const row of rows) {
    const account = accounts.get(row.account_id);
    if (!account) continue;
    lists[row.role].push({
      id: account.id,
      name: account.name,
      email: account.email,
      roles: account.roles,
    });
  }
  for (const list of Object.values(lists)) list.sort((a, b) => a.name.localeCompare(b.name, 'sr'));
  return lists;
}

/** A contest's crew (delegate, referees, statistician), or null when there is no such contest. */
export async function contestCrew(db: Db, contestId: number): Promise<ContestCrew | null> {
  const contest = await db(`${rm}.contests`)
    .where({ id: contestId })
    .first<{ id: number; league_id: number } | undefined>('id', 'league_id');
  if (!contest) return null;
  const rows: Array<{ account_id: number; role: ContestOfficialRole }> = await db(
    `${rm}.contest_officials`,
  )
    .where({ contest_id: contestId })
    .orderBy(['role', 'account_id'])
    .select('account_id', 'role');
  const accounts = await accountsByIds(
    db,
    rows.map((row) => row.account_id),
  );
  const of = (role: ContestOfficialRole) => rows.filter((row) => row.role === role);
  return {
    contest_id: contest.id,
    league_id: contest.league_id,
    delegate_id: of('delegate')[0]?.account_id ?? null,
    referee_ids: of('referee').map((row) => row.account_id),
    statistician_id: of('statistician')[0]?.account_id ?? null,
    officials: rows.map((row) => ({
      account_id: row.account_id,
      role: row.role,
      name: accounts.get(row.account_id)?.name ?? '',
    })),
  };
}
