import { cyrillicNameData, streams, teamSchema, type TeamInput } from '@courtside/events';
import { arenaDecider } from '../arena/decide';
import { categoryDecider } from '../category/decide';
import { catalogueCommands } from '../core/catalogue-commands';
import type { CommandDeps, CommandResult } from '../core/deps';
import type { CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { teamDecider, type TeamContext, type TeamData } from './decide';

function teamData(teamId: number, input: TeamInput): TeamData {
  const parsed = parseInput(teamSchema, input);
  return {
    teamId,
    name: parsed.name,
    ...cyrillicNameData(parsed),
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

const team = catalogueCommands({
  kind: 'team',
  stream: streams.team,
  decider: teamDecider,
  schema: teamSchema,
  data: teamData,
  create: async (data, now, deps) => ({
    type: 'CreateTeam',
    data,
    metadata: await context(deps, data, now),
  }),
  update: async (data, now, deps) => ({
    type: 'UpdateTeam',
    data,
    metadata: await context(deps, data, now),
  }),
  remove: (teamId, now) => ({ type: 'DeleteTeam', data: { teamId }, metadata: { now } }),
});

/** Adds a team to the catalogue under a newly allocated id. */
export const createTeam = team.create;
/** Changes a team's fields. */
export const updateTeam = team.update;
/** Removes a team from the catalogue; the club that held it lets it go. */
export async function deleteTeam(
  deps: CommandDeps,
  id: number,
  meta?: CommandMeta,
): Promise<CommandResult> {
  const result = await team.remove(deps, id, meta);
  await deps.clubClaims.releaseTeam(id);
  return result;
}
