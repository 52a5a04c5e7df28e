import type { Request } from 'express';
import {
  defaultPlatformId,
  fibaStandingsConfig,
  fibaTieBreakOrder,
  standingsConfigKeys,
  type NewLeagueInput,
} from '@courtside/events';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { fieldErrors } from '../http/validate';
import { NotFoundError } from '../errors';
import {
  categoryExists,
  countKnownTeams,
  findArenaName,
  findContestLocation,
  homeArenas,
  teamRegistration,
} from '../queries/admin-leagues';
import { platformSettings } from '../queries/platform-settings';
import { forward, sendAndWait, type CommandAnswer, type CommandDeps } from './send';

type Deps = CommandDeps & Pick<AreaDeps, 'knex'>;

/** What forwarding a command on a signed-in admin's behalf needs. */
export interface CommandContext {
  deps: Deps;
  req: Request;
  /** The signed-in account the command is recorded as coming from. */
  account: AccountRow;
}

/**
 * Hands every league `fromAccountId` owns to `toAccountId` (before the first is deleted):
 * command-service appends LeagueOwnerChanged on each. Answers the ids of the leagues moved.
 */
export async function transferLeagues(
  context: CommandContext,
  fromAccountId: number,
  toAccountId: number,
): Promise<number[]> {
  const { deps, req, account } = context;
  const answer = await forward(deps, req, account, 'POST', '/leagues/owner-transfer', {
    from_account_id: fromAccountId,
    to_account_id: toAccountId,
  });
  const leagues = (answer['leagues'] ?? []) as Array<{ id: number; position: string }>;
  await deps.readModels.waitForPosition(leagues.at(-1)?.position);
  return leagues.map((league) => league.id);
}

/**
 * Creates a league of any kind with its teams and, if asked, its schedule or bracket: one
 * command each, each with its own part of the Idempotency-Key, then one wait for the last.
 * Everything a user can get wrong is checked before the first write: a refused form leaves no
 * league behind. Answers the new league's id.
 */
export async function createLeague(
  context: CommandContext,
  input: NewLeagueInput,
): Promise<number> {
  const { deps, req, account } = context;
  const { knex } = deps;
  if (input.category_id != null && !(await categoryExists(knex, input.category_id))) {
    throw fieldErrors({ category_id: ['notFound'] });
  }
  if (
    input.team_ids.length > 0 &&
    (await countKnownTeams(knex, input.team_ids)) !== input.team_ids.length
  ) {
    throw fieldErrors({ team_ids: ['notFound'] });
  }
  if (input.generate && input.team_ids.length < 2 && input.kind !== 'free-form') {
    throw fieldErrors({ team_ids: ['notEnoughTeams'] });
  }
  if (input.kind === 'tournament' && input.groups * 2 > Math.max(input.team_ids.length, 2)) {
    throw fieldErrors({ groups: ['validNumber'] });
  }
  const created = await forward(deps, req, account, 'POST', '/leagues', {
    kind: input.kind,
    name: input.name,
    cyrillic_name: input.cyrillic_name ?? null,
    email: input.email ?? null,
    sort_index: input.sort_index,
    public: input.public,
    number_of_teams: input.number_of_teams,
    rounds: input.rounds,
    weeks: input.weeks ?? null,
    start_date: input.start_date,
    category_id: input.category_id ?? null,
    city: input.city ?? null,
    recreational: input.recreational,
  });
  const id = Number(created.id);
  let last = created;
  // Issue 10: a new league starts with the platform's standings points and tie-break order
  // (FIBA's when unset); the league records only what differs from FIBA's.
  const { tie_break_order: order, ...points } = (await platformSettings(knex, defaultPlatformId))
    .standings;
  const settings = {
    ...(standingsConfigKeys.some((key) => points[key] !== fibaStandingsConfig[key])
      ? { standings_config: points }
      : {}),
    ...(order.join() !== fibaTieBreakOrder.join() ? { tie_break_order: order } : {}),
  };
  if (Object.keys(settings).length > 0) {
    last = await forward(deps, req, account, 'PATCH', `/leagues/${id}`, settings, 'standings');
  }
  for (const [i, teamId] of input.team_ids.entries()) {
    const body = await teamRegistration(knex, teamId);
    last = await forward(deps, req, account, 'POST', `/leagues/${id}/teams`, body, `team:${i}`);
  }
  if (input.generate && (input.kind === 'league' || input.kind === 'tournament')) {
    // The home arenas are read from the read models: they must show the teams just registered.
    await deps.readModels.waitForPosition(last.position);
    const body = { groups: input.groups, arenas: await homeArenas(knex, id) };
    last = await forward(deps, req, account, 'POST', `/leagues/${id}/schedule`, body, 'schedule');
  } else if (input.generate && input.kind === 'play-off') {
    const body = { best_of: input.best_of };
    last = await forward(deps, req, account, 'POST', `/leagues/${id}/bracket`, body, 'bracket');
  }
  await deps.readModels.waitForPosition(last.position);
  return id;
}

/** Registers a team in a league: a catalogue team by `team_id`, or a new one by its names. */
export async function registerLeagueTeam(
  context: CommandContext,
  leagueId: number,
  body: Record<string, unknown>,
): Promise<CommandAnswer> {
  const { deps, req, account } = context;
  const registration =
    typeof body.team_id === 'number' ? await teamRegistration(deps.knex, body.team_id) : body;
  return sendAndWait(deps, req, account, 'POST', `/leagues/${leagueId}/teams`, registration);
}

/** Generates a league's schedule, each team at home in its own arena. */
export async function generateSchedule(
  context: CommandContext,
  leagueId: number,
  body: Record<string, unknown>,
): Promise<CommandAnswer> {
  const { deps, req, account } = context;
  const arenas = await homeArenas(deps.knex, leagueId);
  return sendAndWait(deps, req, account, 'POST', `/leagues/${leagueId}/schedule`, {
    ...body,
    arenas,
  });
}

/** Adds contests (by hand or from a file) one command each, then waits for the last. */
export async function scheduleContests(
  context: CommandContext,
  contests: Array<{ body: Record<string, unknown>; part?: string }>,
): Promise<CommandAnswer[]> {
  const { deps, req, account } = context;
  const answers: CommandAnswer[] = [];
  for (const contest of contests) {
    answers.push(
      await forward(deps, req, account, 'POST', '/contests', contest.body, contest.part),
    );
  }
  await deps.readModels.waitForPosition(answers.at(-1)?.position);
  return answers;
}

/** A contest re-planned: moved (time, place), postponed or cancelled. */
export interface ContestPlan {
  action: 'reschedule' | 'postpone' | 'cancel';
  time?: string;
  location?: string | null;
  arena_id?: number | null;
  reason?: string | null;
  expected_revision: number;
}

/**
 * Re-plans a contest. A move keeps the contest's place unless a new one is named, by text or by
 * arena (whose name becomes the location).
 */
export async function planContest(
  context: CommandContext,
  contestId: number,
  input: ContestPlan,
): Promise<CommandAnswer> {
  const { deps, req, account } = context;
  const contest = await findContestLocation(deps.knex, contestId);
  if (!contest) throw new NotFoundError();
  let location = input.location ?? null;
  if (input.arena_id != null) {
    const arena = await findArenaName(deps.knex, input.arena_id);
    if (arena === null) throw fieldErrors({ arena_id: ['unknownArena'] });
    location = arena;
  } else if (input.location === undefined) {
    location = contest.location;
  }
  const path =
    input.action === 'reschedule'
      ? `/contests/${contestId}/reschedule`
      : `/contests/${contestId}/${input.action}`;
  const body =
    input.action === 'reschedule'
      ? { time: input.time, location, expected_revision: input.expected_revision }
      : { reason: input.reason ?? null, expected_revision: input.expected_revision };
  return sendAndWait(deps, req, account, 'POST', path, body);
}
