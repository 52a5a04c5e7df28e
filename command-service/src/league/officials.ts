import {
  assignContestOfficialsSchema,
  leagueOfficialCommandSchema,
  type ContestOfficialsInput,
  type LeagueOfficialInput,
  contestOfficialLimits,
  contestOfficialRoles,
  streams,
  type ContestOfficialRole,
  type ContestOfficialsAssigned,
  type CourtsideEvent,
  type LeagueOfficialsEvent,
} from '@courtside/events';
import type { Command, Decider } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';

// ---- Officials per league (league stream) ----

/** Who is on a league's officials lists, as "accountId|role". */
export type LeagueOfficialsState =
  { status: 'absent' } | { status: 'created'; leagueId: number; officials: ReadonlySet<string> };

const key = (accountId: number, role: string) => `${accountId}|${role}`;

export function evolveLeagueOfficials(
  state: LeagueOfficialsState,
  event: CourtsideEvent,
): LeagueOfficialsState {
  switch (event.type) {
    case 'LeagueCreated':
      return { status: 'created', leagueId: event.data.leagueId, officials: new Set() };
    case 'LeagueOfficialAssigned':
    case 'LeagueOfficialUnassigned': {
      if (state.status !== 'created') return state;
      const officials = new Set(state.officials);
      const entry = key(event.data.accountId, event.data.role);
      if (event.type === 'LeagueOfficialAssigned') officials.add(entry);
      else officials.delete(entry);
      return { ...state, officials };
    }
    default:
      return state;
  }
}

type OfficialData = LeagueOfficialsEvent['data'];
export type AssignLeagueOfficial = Command<'AssignLeagueOfficial', OfficialData>;
export type UnassignLeagueOfficial = Command<'UnassignLeagueOfficial', OfficialData>;
export type LeagueOfficialsCommand = AssignLeagueOfficial | UnassignLeagueOfficial;

/**
 * An account is on a list once: a second assignment in the same role is a duplicate; taking
 * someone off a list they are not on names no record. The account's kind and roles are
 * gateway's to check (it holds the accounts).
 */
export function decideLeagueOfficials(
  command: LeagueOfficialsCommand,
  state: LeagueOfficialsState,
): LeagueOfficialsEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  const { data } = command;
  const listed = state.officials.has(key(data.accountId, data.role));
  if (command.type === 'AssignLeagueOfficial') {
    if (listed) throw ValidationError.field('account_id', 'duplicates');
    return [{ type: 'LeagueOfficialAssigned', data: { ...data } }];
  }
  if (!listed) throw new NotFoundError();
  return [{ type: 'LeagueOfficialUnassigned', data: { ...data } }];
}

export const leagueOfficialsDecider: Decider<
  LeagueOfficialsCommand,
  LeagueOfficialsState,
  CourtsideEvent
> = {
  decide: decideLeagueOfficials,
  evolve: evolveLeagueOfficials,
  initialState: () => ({ status: 'absent' }),
};

/** Puts an account on (or takes it off) one of a league's officials lists. */
export async function changeLeagueOfficial(
  deps: CommandDeps,
  type: LeagueOfficialsCommand['type'],
  leagueId: number,
  input: LeagueOfficialInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(leagueId);
  const parsed = parseInput(leagueOfficialCommandSchema, input);
  const now = decisionTime(meta, deps.clock);
  const data = { leagueId: id, accountId: parsed.account_id, role: parsed.role };
  return handle(
    deps.store,
    streams.league(id),
    leagueOfficialsDecider,
    { type, data, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}

// ---- Officials per match (contest stream) ----

export type ContestCrewState =
  { status: 'absent' } | { status: 'scheduled'; contestId: number; leagueId: number; crew: string };

type Crew = ContestOfficialsAssigned['data']['officials'];

/** A crew in a canonical order, so "the same people in the same roles" compares equal. */
function crewKey(officials: Crew): string {
  return JSON.stringify(
    officials
      .map((official) => key(official.accountId, official.role))
      .sort((a, b) => a.localeCompare(b)),
  );
}

export function evolveContestCrew(
  state: ContestCrewState,
  event: CourtsideEvent,
): ContestCrewState {
  switch (event.type) {
    case 'ContestScheduled':
      return state.status === 'absent'
        ? {
            status: 'scheduled',
            contestId: event.data.contestId,
            leagueId: event.data.leagueId,
            crew: crewKey([]),
          }
        : state;
    case 'ContestOfficialsAssigned':
      return state.status === 'absent' ? state : { ...state, crew: crewKey(event.data.officials) };
    default:
      return state;
  }
}

export type AssignContestOfficials = Command<
  'AssignContestOfficials',
  { contestId: number; officials: Crew }
>;

/** The input field each role arrives in, for errors a form can show beside the right select. */
const crewField: Record<ContestOfficialRole, string> = {
  delegate: 'delegate_id',
  referee: 'referee_ids',
  statistician: 'statistician_id',
};

/**
 * A match's crew: one person serves once (in one role), each role within its limit. The same
 * crew again records nothing.
 */
export function decideContestCrew(
  { data }: AssignContestOfficials,
  state: ContestCrewState,
): ContestOfficialsAssigned[] {
  if (state.status === 'absent') throw new NotFoundError();
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  for (const official of data.officials) {
    if (seen.has(official.accountId)) errors[crewField[official.role]] = [{ key: 'duplicates' }];
    seen.add(official.accountId);
  }
  for (const role of contestOfficialRoles) {
    const count = data.officials.filter((official) => official.role === role).length;
    if (count > contestOfficialLimits[role]) errors[crewField[role]] = [{ key: 'maxReferees' }];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  if (crewKey(data.officials) === state.crew) return [];
  return [
    {
      type: 'ContestOfficialsAssigned',
      data: {
        contestId: state.contestId,
        leagueId: state.leagueId,
        officials: data.officials.map((official) => ({ ...official })),
      },
    },
  ];
}

export const contestCrewDecider: Decider<AssignContestOfficials, ContestCrewState, CourtsideEvent> =
  {
    decide: decideContestCrew,
    evolve: evolveContestCrew,
    initialState: () => ({ status: 'absent' }),
  };

/** Sets who serves a match: ContestOfficialsAssigned with the whole crew, or nothing. */
export async function assignContestOfficials(
  deps: CommandDeps,
  contestId: number,
  input: ContestOfficialsInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(contestId);
  const parsed = parseInput(assignContestOfficialsSchema, input);
  const now = decisionTime(meta, deps.clock);
  const officials: Crew = [
    ...(parsed.delegate_id === null
      ? []
      : [{ accountId: parsed.delegate_id, role: 'delegate' as const }]),
    ...parsed.referee_ids.map((accountId) => ({ accountId, role: 'referee' as const })),
    ...(parsed.statistician_id === null
      ? []
      : [{ accountId: parsed.statistician_id, role: 'statistician' as const }]),
  ];
  return handle(
    deps.store,
    streams.contest(id),
    contestCrewDecider,
    { type: 'AssignContestOfficials', data: { contestId: id, officials }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}
