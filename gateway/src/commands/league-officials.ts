import type { Request } from 'express';
import type { LeagueOfficialRole } from '@courtside/events';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { findAdminLeague, findLeagueName } from '../queries/admin-leagues';
import { contestCrew } from '../queries/league-officials';
import { assertEligible, crewPicks } from './official-eligibility';
import { sendAndWait, type CommandDeps } from './send';

type Deps = CommandDeps & Pick<AreaDeps, 'knex'>;

/** Edits a league (settings, fees, standings points); 404 when there is no such league. */
export async function editLeague(
  deps: Deps,
  req: Request,
  account: AccountRow,
  leagueId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  if (!(await findAdminLeague(deps.knex, leagueId))) throw new NotFoundError();
  const body = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await sendAndWait(deps, req, account, 'PATCH', `/leagues/${leagueId}`, body);
}

/** Puts an account on one of a league's officials lists, if it may serve in that role. */
export async function assignLeagueOfficial(
  deps: Deps,
  req: Request,
  account: AccountRow,
  leagueId: number,
  input: { account_id: number; role: LeagueOfficialRole },
): Promise<void> {
  if (!(await findLeagueName(deps.knex, leagueId))) throw new NotFoundError();
  await assertEligible(deps.knex, [
    { field: 'account_id', accountId: input.account_id, role: input.role },
  ]);
  await sendAndWait(deps, req, account, 'POST', `/leagues/${leagueId}/officials`, input);
}

/** Takes an account off one of a league's officials lists. */
export async function unassignLeagueOfficial(
  deps: Deps,
  req: Request,
  account: AccountRow,
  leagueId: number,
  input: { account_id: number; role: LeagueOfficialRole },
): Promise<void> {
  await sendAndWait(deps, req, account, 'DELETE', `/leagues/${leagueId}/officials`, input);
}

/** Replaces a contest's crew, each pick checked against the role it fills. */
export async function assignContestCrew(
  deps: Deps,
  req: Request,
  account: AccountRow,
  contestId: number,
  crew: { delegate_id: number | null; referee_ids: number[]; statistician_id: number | null },
): Promise<void> {
  if (!(await contestCrew(deps.knex, contestId))) throw new NotFoundError();
  await assertEligible(deps.knex, crewPicks(crew));
  await sendAndWait(deps, req, account, 'PUT', `/contests/${contestId}/officials`, crew);
}
