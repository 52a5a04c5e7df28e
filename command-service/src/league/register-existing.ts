import {
  registerExistingTeamSchema,
  streams,
  type EventStore,
  type RegisterExistingTeamInput,
} from '@courtside/events';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CreatedResult } from '../core/deps';
import { ValidationError } from '../core/errors';
import { type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { leagueDecider } from './decide';
import { leagueSeasonClosed } from './season';

interface CatalogueTeam {
  name: string;
  fullName: string | null;
  city: string | null;
}

/** A catalogue team as its own stream (`team-<id>`) last described it; null if absent or deleted. */
async function catalogueTeam(store: EventStore, teamId: number): Promise<CatalogueTeam | null> {
  let team: CatalogueTeam | null = null;
  for (const event of await store.readStream(`team-${teamId}`)) {
    if (event.type === 'TeamCreated' || event.type === 'TeamUpdated') {
      const data = event.data as { name: string; fullName?: string | null; city?: string | null };
      team = { name: data.name, fullName: data.fullName ?? null, city: data.city ?? null };
    } else if (event.type === 'TeamDeleted') team = null;
  }
  return team;
}

/** Whether a body names a catalogue team rather than describing a new one. */
export function namesExistingTeam(input: unknown): input is RegisterExistingTeamInput {
  return typeof input === 'object' && input !== null && 'team_id' in input;
}

/** Registers a team of the catalogue in a league; answers the team's id. */
export async function registerExistingTeam(
  deps: CommandDeps,
  leagueId: number,
  input: RegisterExistingTeamInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const { now, run } = commandScope(deps, meta);
  const league = recordId(leagueId);
  const parsed = parseInput(registerExistingTeamSchema, input);
  const teamId = parsed.team_id;
  const legacy = parsed.name
    ? { name: parsed.name, fullName: parsed.full_name, city: parsed.city }
    : null;
  const team = (await catalogueTeam(deps.store, teamId)) ?? legacy;
  if (!team) throw ValidationError.field('team_id', 'notFound');
  const { league: state } = await readState(deps.store, streams.league(league), leagueDecider);
  if (state.status === 'created' && state.teams.some((t) => t.id === teamId)) {
    throw ValidationError.field('team_id', 'duplicates');
  }
  const result = await run(streams.league(league), leagueDecider, {
    type: 'RegisterTeam',
    data: { leagueId: league, team: { id: teamId, ...team } },
    metadata: { now, seasonClosed: await leagueSeasonClosed(deps, league) },
  });
  return { id: teamId, ...result };
}
