import { clubSchema, streams, type ClubInput } from '@courtside/events';
import { arenaDecider } from '../arena/decide';
import { catalogueCommands } from '../core/catalogue-commands';
import type { CommandDeps } from '../core/deps';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { teamDecider } from '../team/decide';
import { clubDecider, type ClubContext, type ClubData } from './decide';

function clubData(clubId: number, input: Partial<ClubInput>): ClubData {
  const parsed = parseInput(clubSchema, input);
  return {
    clubId,
    name: parsed.name,
    city: parsed.city,
    region: parsed.region,
    arenaId: parsed.arena_id,
    logo: parsed.logo,
    link: parsed.link,
    contact: parsed.contact,
    teamIds: parsed.team_ids,
  };
}

/** The arena's and the teams' states the decision checks against. */
async function context(deps: CommandDeps, data: ClubData, now: string): Promise<ClubContext> {
  const [arena, teams] = await Promise.all([
    data.arenaId === null ? null : readState(deps.store, streams.arena(data.arenaId), arenaDecider),
    Promise.all(data.teamIds.map((id) => readState(deps.store, streams.team(id), teamDecider))),
  ]);
  return { now, arena, teams };
}

const club = catalogueCommands({
  kind: 'club',
  stream: streams.club,
  decider: clubDecider,
  schema: clubSchema,
  data: clubData,
  create: async (data, now, deps) => ({
    type: 'CreateClub',
    data,
    metadata: await context(deps, data, now),
  }),
  update: async (data, now, deps) => ({
    type: 'UpdateClub',
    data,
    metadata: await context(deps, data, now),
  }),
  remove: (clubId, now) => ({ type: 'DeleteClub', data: { clubId }, metadata: { now } }),
});

/** Adds a club under a newly allocated id. */
export const createClub = club.create;
/** Changes a club's fields and teams. */
export const updateClub = club.update;
/** Removes a club. */
export const deleteClub = club.remove;
