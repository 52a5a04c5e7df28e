import type { Knex } from 'knex';
import type { AccountRow } from '../db/tables';
import { rmSchema } from '../db/tables';
import { ForbiddenError, NotFoundError } from '../errors';

/**
 * What an official may see and score (spec §6: officials see only the leagues they are assigned
 * to and the contests where they are delegate): every contest of a league whose officials lists
 * name them, plus each contest they are the delegate of. An official on no list and no contest sees
 * nothing. Read from rm.league_officials and rm.contest_officials, which the
 * LeagueOfficialAssigned/Unassigned and ContestOfficialsAssigned events build.
 */
export interface OfficialScope {
  leagues: number[];
  /** Contests outside those leagues the official is delegate of. */
  contests: number[];
}

/** The scope columns the session read adds for the account aliased `alias` (null if no official). */
export function officialScopeColumns(alias: string): string {
  return `CASE WHEN ${alias}.kind = 'official' THEN array(
            SELECT DISTINCT lo.league_id FROM ${rmSchema}.league_officials lo
             WHERE lo.account_id = ${alias}.id ORDER BY lo.league_id) END AS scope_leagues,
          CASE WHEN ${alias}.kind = 'official' THEN array(
            SELECT DISTINCT co.contest_id FROM ${rmSchema}.contest_officials co
             WHERE co.account_id = ${alias}.id AND co.role = 'delegate' ORDER BY co.contest_id)
          END AS scope_contests`;
}

export interface OfficialScopeColumns {
  scope_leagues: number[] | null;
  scope_contests: number[] | null;
}

// The scope the request's own session read found, by the account object it loaded: it lives as
// long as that request's account, and an account loaded any other way has none.
const scopeByAccount = new WeakMap<AccountRow, OfficialScope>();

export function rememberScope(account: AccountRow, scope: OfficialScope): void {
  scopeByAccount.set(account, scope);
}

/** An official's scope, as of this request. */
export async function scopeOfOfficial(knex: Knex, account: AccountRow): Promise<OfficialScope> {
  // The request's own session read brought it (the same columns); else one query reads it.
  const read = scopeByAccount.get(account);
  if (read) return read;
  const row = (await knex
    .first(knex.raw(officialScopeColumns('a')))
    .from(knex.raw(`(SELECT ?::int AS id, 'official'::text AS kind) AS a`, [account.id]))) as
    OfficialScopeColumns | undefined;
  return { leagues: row?.scope_leagues ?? [], contests: row?.scope_contests ?? [] };
}

/** Whether a contest (by id and league) is inside an official's scope. */
export function inScope(scope: OfficialScope, contest: { id: number; league_id: number }): boolean {
  return scope.leagues.includes(contest.league_id) || scope.contests.includes(contest.id);
}

/** The leagues an official is assigned to (on any of their lists). */
export async function leaguesOfOfficial(knex: Knex, account: AccountRow): Promise<number[]> {
  return (await scopeOfOfficial(knex, account)).leagues;
}

// A contest's league, which never changes once it is scheduled, by database (tests run several).
const leagueOfContest = new WeakMap<Knex, Map<number, number>>();
const LEAGUES_KEPT = 20_000;

function contestLeagues(knex: Knex): Map<number, number> {
  let leagues = leagueOfContest.get(knex);
  if (!leagues) {
    leagues = new Map();
    leagueOfContest.set(knex, leagues);
  }
  return leagues;
}

/**
 * Throws 403 unless the official may score the contest (404 when there is no such contest): the
 * contest and the official's scope ({@link scopeOfOfficial}, {@link inScope}) in one query. When
 * the request's session read brought the official's scope and the contest's league is known, a
 * contest in scope needs no query at all; anything else (out of scope, unknown, deleted) is
 * answered by the query, as before.
 */
export async function assertMayScore(
  knex: Knex,
  account: AccountRow,
  contestId: number,
): Promise<void> {
  const scope = scopeByAccount.get(account);
  const leagues = contestLeagues(knex);
  const leagueId = leagues.get(contestId);
  if (scope && leagueId !== undefined && inScope(scope, { id: contestId, league_id: leagueId })) {
    return;
  }
  const contest = await knex(`${rmSchema}.contests as c`)
    .select<{ league_id: number; in_scope: boolean }[]>(
      'c.league_id',
      knex.raw(
        `EXISTS (SELECT 1 FROM ${rmSchema}.league_officials lo
                  WHERE lo.account_id = ? AND lo.league_id = c.league_id)
         OR EXISTS (SELECT 1 FROM ${rmSchema}.contest_officials co
                  WHERE co.account_id = ? AND co.contest_id = c.id AND co.role = 'delegate')
         AS in_scope`,
        [account.id, account.id],
      ),
    )
    .where('c.id', contestId)
    .first();
  if (!contest) throw new NotFoundError();
  if (leagues.size >= LEAGUES_KEPT) leagues.clear();
  leagues.set(contestId, contest.league_id);
  if (!contest.in_scope) throw new ForbiddenError();
}
