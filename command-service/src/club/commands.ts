import { clubSchema, cyrillicNameData, streams, type ClubInput } from '@courtside/events';
import { arenaDecider } from '../arena/decide';
import { commandScope } from '../core/command-scope';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
import { ValidationError, type FieldErrors } from '../core/errors';
import type { CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';
import { teamDecider } from '../team/decide';
import type { ClubState } from './club';
import { clubNameKey, type ClubClaimHolder } from './club-claims';
import { clubDecider, type ClubContext, type ClubData } from './decide';

function clubData(clubId: number, input: Partial<ClubInput>): ClubData {
  const parsed = parseInput(clubSchema, input);
  return {
    clubId,
    name: parsed.name,
    ...cyrillicNameData(parsed),
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

const readClub = (deps: CommandDeps, id: number) =>
  readState(deps.store, streams.club(id), clubDecider);

/** The name key and teams a club's state holds (none unless it exists). */
function held(state: ClubState): { names: string[]; teamIds: number[] } {
  return state.status === 'created'
    ? { names: [clubNameKey(state.name)], teamIds: state.teamIds }
    : { names: [], teamIds: [] };
}

/**
 * Takes a claim for the club, or reports that another club uses it. A claim whose club was
 * deleted, renamed or let the team go (its release failed), or that never became a club (its
 * append failed long ago), is taken over; one whose append may still be under way is not.
 */
async function settle(
  deps: CommandDeps,
  claim: () => Promise<ClubClaimHolder | null>,
  takeOver: (from: number) => Promise<boolean>,
  uses: (state: ClubState) => boolean,
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const holder = await claim();
    if (holder === null) return true;
    const state = await readClub(deps, holder.clubId);
    const inUse = state.status === 'absent' ? !holder.stale : uses(state);
    if (inUse) return false;
    if (await takeOver(holder.clubId)) return true;
  }
  return false;
}

/**
 * Claims the club's name and teams in the database before the append (the one guard that holds
 * for requests sent at once); refuses with 422 and gives back what it took when one is taken.
 * Answers what was newly claimed, to give back if the append fails.
 */
async function claimClub(deps: CommandDeps, data: ClubData, prior: ClubState) {
  const { clubClaims } = deps;
  const before = held(prior);
  const name = clubNameKey(data.name);
  const errors: FieldErrors = {};
  const claimed = { names: [] as string[], teamIds: [] as number[] };
  const nameOk = await settle(
    deps,
    () => clubClaims.claimName(name, data.clubId),
    (from) => clubClaims.takeOverName(name, from, data.clubId),
    (state) => held(state).names.includes(name),
  );
  if (!nameOk) errors.name = [{ key: 'clubNameTaken' }];
  else if (!before.names.includes(name)) claimed.names.push(name);
  for (const [index, teamId] of data.teamIds.entries()) {
    const teamOk = await settle(
      deps,
      () => clubClaims.claimTeam(teamId, data.clubId),
      (from) => clubClaims.takeOverTeam(teamId, from, data.clubId),
      (state) => held(state).teamIds.includes(teamId),
    );
    if (!teamOk) errors[`team_ids[${index}]`] = [{ key: 'teamInOtherClub' }];
    else if (!before.teamIds.includes(teamId)) claimed.teamIds.push(teamId);
  }
  if (Object.keys(errors).length > 0) {
    await clubClaims.release(data.clubId, claimed.names, claimed.teamIds);
    ValidationError.throwIfAny(errors);
  }
  return claimed;
}

/** Appends with the claims taken; gives the new ones back if the append fails. */
async function appendClaimed(
  deps: CommandDeps,
  data: ClubData,
  prior: ClubState,
  append: () => Promise<CommandResult>,
): Promise<CommandResult> {
  const claimed = await claimClub(deps, data, prior);
  try {
    return await append();
  } catch (error) {
    await deps.clubClaims.release(data.clubId, claimed.names, claimed.teamIds);
    throw error;
  }
}

/** Adds a club under a newly allocated id; its name and teams claimed first. */
export async function createClub(
  deps: CommandDeps,
  input: Partial<ClubInput>,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  const { now, run } = commandScope(deps, meta);
  parseInput(clubSchema, input); // refuse bad input before an id is used up
  const id = await deps.ids('club', meta.idempotencyKey);
  const data = clubData(id, input);
  const prior = await readClub(deps, id);
  const command = { type: 'CreateClub' as const, data, metadata: await context(deps, data, now) };
  const result = await appendClaimed(deps, data, prior, () =>
    run(streams.club(id), clubDecider, command, 'no_stream'),
  );
  return { id, ...result };
}

/** Changes a club's fields and teams; a name or team it lets go is given back. */
export async function updateClub(
  deps: CommandDeps,
  rawId: unknown,
  input: Partial<ClubInput>,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(rawId);
  const data = clubData(id, input);
  const prior = await readClub(deps, id);
  const command = { type: 'UpdateClub' as const, data, metadata: await context(deps, data, now) };
  const result = await appendClaimed(deps, data, prior, () =>
    run(streams.club(id), clubDecider, command),
  );
  const before = held(prior);
  const name = clubNameKey(data.name);
  await deps.clubClaims.release(
    id,
    before.names.filter((key) => key !== name),
    before.teamIds.filter((teamId) => !data.teamIds.includes(teamId)),
  );
  return result;
}

/** Removes a club; its name and teams are free again. */
export async function deleteClub(
  deps: CommandDeps,
  rawId: unknown,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(rawId);
  const prior = await readClub(deps, id);
  const result = await run(streams.club(id), clubDecider, {
    type: 'DeleteClub',
    data: { clubId: id },
    metadata: { now },
  });
  const before = held(prior);
  await deps.clubClaims.release(id, before.names, before.teamIds);
  return result;
}
