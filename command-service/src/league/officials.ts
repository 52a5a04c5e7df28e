import {
  leagueOfficialCommandSchema,
  streams,
  type CourtsideEvent,
  type LeagueOfficialInput,
  type LeagueOfficialsEvent,
} from '@courtside/events';
import { commandScope } from '../core/command-scope';
import type { Command } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError } from '../core/errors';
import { leagueDecider } from './decide';
import { leagueSeasonClosed } from './season';
import { type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { recordId } from '../core/schema';

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

/** Puts an account on (or takes it off) one of a league's officials lists. */
export async function changeLeagueOfficial(
  deps: CommandDeps,
  type: LeagueOfficialsCommand['type'],
  leagueId: number,
  input: LeagueOfficialInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(leagueId);
  const parsed = parseInput(leagueOfficialCommandSchema, input);
  const data = { leagueId: id, accountId: parsed.account_id, role: parsed.role };
  const seasonClosed = await leagueSeasonClosed(deps, id);
  return run(streams.league(id), leagueDecider, { type, data, metadata: { now, seasonClosed } });
}
