import { streams, teamSchema, type TeamInput } from '@courtside/events';
import { arenaDecider } from '../arena/decide';
import { categoryDecider } from '../category/decide';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { teamDecider, type TeamContext, type TeamData } from './decide';

function teamData(teamId: number, input: TeamInput): TeamData {
  const parsed = parseInput(teamSchema, input);
  return {
    teamId,
    name: parsed.name,
    fullName: parsed.full_name,
    region: parsed.region,
    categoryId: parsed.category_id,
    city: parsed.city,
    arenaId: parsed.arena_id,
    link: parsed.link,
    logo: parsed.logo,
    recreational: parsed.recreational,
    isAbsent: parsed.is_absent,
    licences: parsed.licences.map((licence) => ({
      number: licence.number,
      season: licence.season,
    })),
  };
}

/** The category's and arena's states the decision checks against. */
async function context(deps: CommandDeps, data: TeamData, now: string): Promise<TeamContext> {
  const [category, arena] = await Promise.all([
    data.categoryId === null
      ? null
      : readState(deps.store, streams.category(data.categoryId), categoryDecider),
    data.arenaId === null ? null : readState(deps.store, streams.arena(data.arenaId), arenaDecider),
  ]);
  return { now, category, arena };
}

/** Adds a team to the catalogue under a newly allocated id. */
export async function createTeam(
  deps: CommandDeps,
  input: TeamInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  parseInput(teamSchema, input);
  const now = decisionTime(meta, deps.clock);
  const teamId = await deps.ids('team', meta.idempotencyKey);
  const data = teamData(teamId, input);
  const result = await handle(
    deps.store,
    streams.team(teamId),
    teamDecider,
    { type: 'CreateTeam', data, metadata: await context(deps, data, now) },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
  return { id: teamId, ...result };
}

/** Changes a team's fields. */
export async function updateTeam(
  deps: CommandDeps,
  id: number,
  input: TeamInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const teamId = recordId(id);
  const data = teamData(teamId, input);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.team(teamId),
    teamDecider,
    { type: 'UpdateTeam', data, metadata: await context(deps, data, now) },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}

/** Removes a team from the catalogue. */
export async function deleteTeam(
  deps: CommandDeps,
  id: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const teamId = recordId(id);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.team(teamId),
    teamDecider,
    { type: 'DeleteTeam', data: { teamId }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}
