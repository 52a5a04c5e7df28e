import {
  createLeagueSchema,
  registerTeamSchema,
  renameLeagueTeamsSchema,
  streams,
  type CreateLeagueInput,
  type RegisterExistingTeamInput,
  type RegisterTeamInput,
  type RenameLeagueTeamsInput,
} from '@courtside/events';
import { categoryDecider } from '../category/decide';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CreatedResult } from '../core/deps';
import { type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { leagueDecider } from './decide';
import { leagueFields } from './fields';
import { categorySeasonClosed, leagueSeasonClosed } from './season';
import { namesExistingTeam, registerExistingTeam } from './register-existing';

/** Creates a league (any kind) under a newly allocated id. */
export async function createLeague(
  deps: CommandDeps,
  input: CreateLeagueInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const { now, run } = commandScope(deps, meta);
  const parsed = parseInput(createLeagueSchema, input);
  const category =
    parsed.category_id === null
      ? null
      : await readState(deps.store, streams.category(parsed.category_id), categoryDecider);
  const leagueId = await deps.ids('league', meta.idempotencyKey);
  const data = { leagueId, kind: parsed.kind, ...leagueFields(parsed) };
  const result = await run(
    streams.league(leagueId),
    leagueDecider,
    {
      type: 'CreateLeague',
      data,
      metadata: {
        now,
        category,
        seasonClosed: await categorySeasonClosed(deps, parsed.category_id),
      },
    },
    'no_stream',
  );
  return { id: leagueId, ...result };
}

/** Registers a new team in a league; answers the team's id. */
export async function registerTeam(
  deps: CommandDeps,
  leagueId: number,
  input: RegisterTeamInput | RegisterExistingTeamInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  // `{ team_id }` registers a team of the catalogue (register-existing.ts).
  if (namesExistingTeam(input)) return registerExistingTeam(deps, leagueId, input, meta);
  const { now, run } = commandScope(deps, meta);
  const league = recordId(leagueId);
  const parsed = parseInput(registerTeamSchema, input);
  const teamId = await deps.ids('team', meta.idempotencyKey);
  const team = { id: teamId, name: parsed.name, fullName: parsed.full_name, city: parsed.city };
  const result = await run(streams.league(league), leagueDecider, {
    type: 'RegisterTeam',
    data: { leagueId: league, team },
    metadata: { now, seasonClosed: await leagueSeasonClosed(deps, league) },
  });
  return { id: teamId, ...result };
}

/** Renames teams of a league at once (a provider import carries its renames through it). */
export async function renameLeagueTeams(
  deps: CommandDeps,
  leagueId: number,
  input: RenameLeagueTeamsInput,
  meta: CommandMeta = {},
) {
  const { now, run } = commandScope(deps, meta);
  const league = recordId(leagueId);
  const parsed = parseInput(renameLeagueTeamsSchema, input);
  return run(streams.league(league), leagueDecider, {
    type: 'RenameLeagueTeams',
    data: {
      leagueId: league,
      renames: parsed.renames.map((rename) => ({ teamId: rename.team_id, name: rename.name })),
    },
    metadata: { now, seasonClosed: await leagueSeasonClosed(deps, league) },
  });
}
